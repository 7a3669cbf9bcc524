package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class UnitsTest {

    @ParameterizedTest
    @CsvSource({ "30min, 1800000", "2000s, 2000000", "1.5h, 5400000", "250ms, 250", "2 d, 172800000" })
    void durations(String text, long millis) {
        assertEquals(Duration.ofMillis(millis), Units.parseDuration(text));
    }

    @ParameterizedTest
    @ValueSource(strings = { "", "0s", "30", "30  min", "-5s", "5sec", "1e3s", "30m", " 5s", "99999999999999999d" })
    void badDurations(String text) {
        assertThrows(IllegalArgumentException.class, () -> Units.parseDuration(text));
    }

    @ParameterizedTest
    @CsvSource({ "40GB, 40000000000", "128KiB, 131072", "1.5KiB, 1536", "512B, 512", "4 kB, 4000", "1TiB, 1099511627776" })
    void sizes(String text, long bytes) {
        assertEquals(new Size.Bytes(bytes), Units.parseSize(text, false));
    }

    @ParameterizedTest
    @ValueSource(strings = { "0GB", "40gb", "1.1B", "25%", "GB", "40 GB ", "100000000TiB" })
    void badSizes(String text) {
        assertThrows(IllegalArgumentException.class, () -> Units.parseSize(text, false));
    }

    @ParameterizedTest
    @CsvSource({ "27.24%, 27.24", "6.58 %, 6.58", "100%, 100" })
    void shares(String text, double percent) {
        assertEquals(new Size.Percent(percent), Units.parseSize(text, true));
    }

    @ParameterizedTest
    @ValueSource(strings = { "0%", "100.01%", "%" })
    void badShares(String text) {
        assertThrows(IllegalArgumentException.class, () -> Units.parseSize(text, true));
    }
}
