package org.ssdlab.experiment;

import java.time.Duration;
import java.util.List;

/**
 * A phase's fields as read from a document, each checked against its {@link PhaseField}: what a
 * {@link PhaseType}'s builder turns into the phase record. A field that was wrong reads as
 * {@code null} and its problem is reported already; an absent field reads as its default.
 */
public interface PhaseValues {

    /** The phase's name, or {@code null} when it was wrong. */
    String name();

    /** Whether every field was read without a problem. */
    boolean ok();

    /** Whether the document gives {@code field}. */
    boolean given(String field);

    /** A {@link PhaseField.Kind#TEXT} or {@link PhaseField.Kind#CHOICE} field. */
    String text(String field);

    Long integer(String field);

    Double decimal(String field);

    Duration duration(String field);

    /** A {@link PhaseField.Kind#BYTES} or {@link PhaseField.Kind#SHARE} field. */
    Size size(String field);

    /** A {@link PhaseField.Kind#BLOCK_SIZE} field, in bytes. */
    Long blockBytes(String field);

    PluginChoice plugin(String field);

    List<FileSet> files(String field);

    /** A {@link PhaseField.Kind#JOBS} field. */
    List<Phase.Job> jobs(String field);

    /** How the document writes {@code field}'s value, for a message. */
    String shown(String field);

    /** Reports a problem that needs several fields to see, at {@code field} ({@code null}: the phase). */
    void reject(String field, String message);
}
