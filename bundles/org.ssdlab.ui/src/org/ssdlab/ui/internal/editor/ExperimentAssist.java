package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.ssdlab.experiment.PhaseType;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.ui.internal.Registries;

/**
 * Content assist (Ctrl+Space) in the Source page: the installed plugin ids after {@code "id": "}
 * (of the kind of the section it is in: drive, gc, os, stack, workload) and the phase types after
 * {@code "type": "}, from the registry and {@link PhaseType}, so it never lists what is not there.
 */
public final class ExperimentAssist implements IContentAssistProcessor {

    private static final Pattern VALUE = Pattern.compile("\"(id|type)\"\\s*:\\s*\"([A-Za-z0-9._-]*)$");
    private static final Pattern SECTION = Pattern.compile("\"(drive|gc|os|stack|workload)\"\\s*:");
    private static final Map<String, PluginKind<?>> KINDS = Map.of("drive", PluginKind.DRIVE, "gc",
            PluginKind.GC_STRATEGY, "os", PluginKind.OS, "stack", PluginKind.STACK, "workload", PluginKind.WORKLOAD);

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        String before;
        try {
            before = viewer.getDocument().get(0, offset);
        } catch (BadLocationException e) {
            return new ICompletionProposal[0];
        }
        Matcher value = VALUE.matcher(before.substring(Math.max(0, before.length() - 200)));
        if (!value.find()) {
            return new ICompletionProposal[0];
        }
        String prefix = value.group(2);
        List<ICompletionProposal> proposals = new ArrayList<>();
        if (value.group(1).equals("type")) {
            for (String keyword : PhaseType.keywords()) {
                add(proposals, keyword, keyword + " \u2014 phase", prefix, offset);
            }
        } else {
            PluginKind<?> kind = kindAt(before);
            for (PluginKind<?> k : kind == null ? PluginKind.all() : List.<PluginKind<?>>of(kind)) {
                for (Plugin<?> plugin : Registries.registry().plugins(k)) {
                    add(proposals, plugin.id(), plugin.id() + " \u2014 " + plugin.label(), prefix, offset);
                }
            }
        }
        return proposals.toArray(ICompletionProposal[]::new);
    }

    /** The kind of the innermost section named before the cursor, or {@code null}. */
    static PluginKind<?> kindAt(String before) {
        Matcher section = SECTION.matcher(before);
        String last = null;
        while (section.find()) {
            last = section.group(1);
        }
        return last == null ? null : KINDS.get(last);
    }

    private static void add(List<ICompletionProposal> proposals, String value, String display, String prefix, int offset) {
        if (value.startsWith(prefix)) {
            proposals.add(new CompletionProposal(value, offset - prefix.length(), prefix.length(), value.length(), null,
                    display, null, null));
        }
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return new char[] { '"' };
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return null;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
