package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The table covers every phase record once, and its fields are well formed. */
class PhaseTypeTest {

    @Test
    void everyPhaseRecordHasOneType() {
        List<Class<?>> records = Arrays.asList(Phase.class.getPermittedSubclasses());
        assertEquals(new HashSet<>(records), new HashSet<>(PhaseType.ALL.stream().map(PhaseType::record).toList()));
        // one type per record, but for the PTS tests: one record, a type per test
        assertEquals(records.size() + PtsTest.values().length - 1, PhaseType.ALL.size());
        assertEquals(PhaseType.ALL.size(), new HashSet<>(PhaseType.keywords()).size(), "keywords are unique");
    }

    @Test
    void fieldsAreWellFormed() {
        for (PhaseType type : PhaseType.ALL) {
            assertEquals(type.fields().size(), new HashSet<>(type.fields().stream().map(PhaseField::name).toList()).size(),
                    type.keyword() + ": field names are unique");
            for (PhaseField f : type.fields()) {
                String where = type.keyword() + "." + f.name();
                switch (f.kind()) {
                    case INTEGER -> {
                        assertSame(Long.class, f.min().getClass(), where);
                        assertSame(Long.class, f.max().getClass(), where);
                        if (f.defaultValue() != null) {
                            assertSame(Long.class, f.defaultValue().getClass(), where);
                        }
                    }
                    case DECIMAL -> {
                        assertSame(Double.class, f.min().getClass(), where);
                        if (f.defaultValue() != null) {
                            assertSame(Double.class, f.defaultValue().getClass(), where);
                        }
                    }
                    case CHOICE -> {
                        if (f.defaultValue() != null) {
                            assertTrue(f.choices().contains(f.defaultValue()), where + ": default is a choice");
                        }
                    }
                    default -> {
                    }
                }
                if (f.defaultValue() instanceof Number n) {
                    assertTrue(n.doubleValue() >= f.min().doubleValue() && n.doubleValue() <= f.max().doubleValue(),
                            where + ": default in range");
                }
            }
        }
    }

    @Test
    void aPhaseReportsItsTypesKeyword() {
        assertSame(PhaseType.STEADY_STATE, PhaseType.of(new Phase.SteadyState("s",
                new PluginChoice("w", java.util.Map.of()), 1, java.time.Duration.ofMinutes(1), 25, null)));
        assertSame(PhaseType.SECURE_ERASE, PhaseType.of(new Phase.SecureErase("e")));
    }
}
