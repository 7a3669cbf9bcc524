package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** The format document's phase tables are those {@link PhaseType} gives. */
class PhaseDocsTest {

    @Test
    void theFormatDocumentsPhaseTablesAreCurrent() throws IOException {
        String document = Files.readString(PhaseDocs.DOCUMENT, StandardCharsets.UTF_8);
        String current = PhaseDocs.replaced(document);
        if (!current.equals(document)) {
            Path fresh = Path.of("target/experiment-format.md");
            Files.createDirectories(fresh.getParent());
            Files.writeString(fresh, current, StandardCharsets.UTF_8);
            assertEquals(current, document, "docs/experiment-format.md's phase tables differ from PhaseType; the "
                    + "current document is in " + fresh.toAbsolutePath() + " (or run PhaseDocs.main from the bundle's folder)");
        }
    }
}
