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
 * {@code "type": "}, from the registry and {@link PhaseType}, so it never lists what is not there;
 * where a member name goes, the names the shipped schema allows there that the object lacks, with
 * their descriptions ({@link SchemaKeys}), and in a plugin's {@code parameters} the plugin's own.
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
            return keys(viewer.getDocument().get(), offset);
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

    /** The member names that may go at {@code offset}, or none where no name goes. */
    static ICompletionProposal[] keys(String text, int offset) {
        KeyContext at = KeyContext.at(text, offset);
        if (at == null) {
            return new ICompletionProposal[0];
        }
        Map<String, String> allowed = new java.util.LinkedHashMap<>(SchemaKeys.shipped().keys(at.path(), at.strings()));
        allowed.putAll(parameters(at));
        List<ICompletionProposal> proposals = new ArrayList<>();
        allowed.forEach((key, description) -> {
            if (key.startsWith(at.prefix()) && !at.present().contains(key) && !key.equals("$schema")) {
                String insert = "\"" + key + "\": ";
                String display = description.isEmpty() ? key : key + " \u2014 " + shorten(description);
                proposals.add(new CompletionProposal(insert, at.start(), offset - at.start(), insert.length(), null,
                        display, null, description.isEmpty() ? null : wrapped(description)));
            }
        });
        return proposals.toArray(ICompletionProposal[]::new);
    }

    /** In {@code "parameters"} of a plugin choice with an id: that plugin's parameters, each with unit and default. */
    private static Map<String, String> parameters(KeyContext at) {
        List<Object> path = at.path();
        int n = path.size();
        if (n < 2 || !"parameters".equals(path.get(n - 1))) {
            return Map.of();
        }
        String id = at.strings().get(n - 1).get("id");
        Object section = path.get(n - 2);
        if (section instanceof Integer && n >= 3) {
            section = path.get(n - 3); // an item of "stack"
        }
        PluginKind<?> kind = section instanceof String name ? KINDS.get(name) : null;
        if (id == null || kind == null) {
            return Map.of();
        }
        Map<String, String> names = new java.util.LinkedHashMap<>();
        Registries.registry().find(kind, id).ifPresent(plugin -> plugin.parameters().forEach(spec -> names.put(spec.name(),
                spec.description() + (spec.unit() == null || spec.unit().isEmpty() ? "" : " [" + spec.unit() + "]")
                        + (spec.defaultValue() == null ? "" : " (default " + spec.defaultValue() + ")"))));
        return names;
    }

    /** Lines of at most about 50 characters: the description's popup does not wrap, and may have little room. */
    static String wrapped(String text) {
        StringBuilder out = new StringBuilder();
        int line = 0;
        for (String word : text.split(" ")) {
            if (line > 0 && line + word.length() > 50) {
                out.append('\n');
                line = 0;
            } else if (line > 0) {
                out.append(' ');
                line++;
            }
            out.append(word);
            line += word.length();
        }
        return out.toString();
    }

    private static String shorten(String description) {
        return description.length() <= 80 ? description : description.substring(0, 79) + "\u2026";
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
