package org.ssdlab.ui.internal.help;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.help.HelpSystem;
import org.eclipse.help.ITopic;
import org.eclipse.help.IToc;
import org.eclipse.help.IHelpResource;
import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.part.ViewPart;
import org.ssdlab.help.internal.MarkdownText;

/**
 * The tables of contents contributed to {@code org.eclipse.help.toc} (the SSD Lab user guide, from
 * bundle org.ssdlab.help) in a tree, and the chosen topic's markdown rendered beside it. Help > Help
 * Contents opens it where the platform's help window cannot show (no SWT Browser: on Linux, no
 * WebKitGTK; docs/workbench.md, Help).
 * Links between the docs and to their sections are followed in place.
 */
public final class HelpContentsView extends ViewPart {

    public static final String ID = "org.ssdlab.ui.helpContents";

    private TreeViewer tree;
    private StyledText page;
    private LocalResourceManager resources;
    private String shown;
    private MarkdownText rendered;

    @Override
    public void createPartControl(Composite parent) {
        resources = new LocalResourceManager(JFaceResources.getResources(), parent);
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        tree = new TreeViewer(sash, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
        IToc[] tocs = HelpSystem.getTocs();
        tree.setContentProvider(new TocContent(tocs));
        tree.setLabelProvider(LabelProvider.createTextProvider(e -> ((IHelpResource) e).getLabel()));
        tree.setInput(tocs);
        tree.expandToLevel(2);
        page = new StyledText(sash, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        page.setMargins(12, 8, 12, 8);
        page.setEditable(false);
        sash.setWeights(1, 3);
        tree.addSelectionChangedListener(e -> {
            Object chosen = ((IStructuredSelection) e.getSelection()).getFirstElement();
            String href = chosen instanceof ITopic t ? t.getHref() : chosen instanceof IToc toc ? toc.getTopic(null).getHref() : null;
            if (href != null && !href.equals(shown)) {
                show(href);
            }
        });
        page.addListener(SWT.MouseUp, e -> follow(new Point(e.x, e.y)));
        if (tocs.length > 0 && tocs[0].getTopic(null) != null && tocs[0].getTopic(null).getHref() != null) {
            show(tocs[0].getTopic(null).getHref());
        }
    }

    /** Shows the topic at {@code href} ({@code /bundle/path.md} or its page {@code .html}, optionally {@code #anchor}). */
    public void show(String href) {
        String[] parts = href.split("#", 2);
        String[] bundleAndPath = parts[0].replaceFirst("^/", "").split("/", 2);
        String path = bundleAndPath.length > 1 ? bundleAndPath[1] : "";
        // toc.xml names the help window's page of a doc, docs/NAME.html, made from docs/NAME.md
        String markdown = read(bundleAndPath[0], path.endsWith(".html") ? path.replaceFirst("\\.html$", ".md") : path);
        rendered = MarkdownText.render(markdown);
        page.setText(rendered.text());
        Font code = JFaceResources.getTextFont();
        for (MarkdownText.Span span : rendered.spans()) {
            StyleRange style = new StyleRange();
            style.start = span.start();
            style.length = span.length();
            switch (span.style()) {
                case H1 -> style.font = font(8, SWT.BOLD);
                case H2 -> style.font = font(4, SWT.BOLD);
                case H3, BOLD -> style.fontStyle = SWT.BOLD;
                case CODE -> style.font = code;
                case LINK -> {
                    style.underline = true;
                    style.underlineStyle = SWT.UNDERLINE_LINK;
                    style.foreground = Display.getCurrent().getSystemColor(SWT.COLOR_LINK_FOREGROUND);
                }
            }
            page.setStyleRange(style);
        }
        page.setTopIndex(0);
        shown = href;
        String anchor = parts.length > 1 ? parts[1] : null;
        rendered.headings().stream().filter(h -> h.anchor().equals(anchor)).findFirst()
                .ifPresent(h -> page.setTopIndex(page.getLineAtOffset(h.offset())));
        setContentDescription(bundleAndPath.length > 1 ? bundleAndPath[1] : href);
    }

    private Font font(int larger, int style) {
        FontDescriptor base = FontDescriptor.createFrom(JFaceResources.getDefaultFont());
        return resources.create(base.increaseHeight(larger).setStyle(style));
    }

    private void follow(Point point) {
        int offset = page.getOffsetAtPoint(point);
        if (offset < 0 || rendered == null || page.getSelectionCount() > 0) {
            return;
        }
        for (MarkdownText.Span span : rendered.spans()) {
            if (span.style() == MarkdownText.Style.LINK && offset >= span.start() && offset < span.start() + span.length()) {
                String target = resolve(span.target());
                if (target != null) {
                    show(target);
                }
                return;
            }
        }
    }

    /** A link of the shown page as a help href: docs and their sections are followed, the web is not. */
    String resolve(String link) {
        if (link.contains("://") || shown == null) {
            return null;
        }
        String base = shown.split("#", 2)[0];
        if (link.startsWith("#")) {
            return base + link;
        }
        String folder = base.substring(0, base.lastIndexOf('/') + 1);
        String target = folder + link;
        return target.split("#", 2)[0].endsWith(".md") ? target : null;
    }

    private static String read(String bundle, String path) {
        URL entry = Platform.getBundle(bundle) == null ? null : Platform.getBundle(bundle).getEntry(path);
        if (entry == null) {
            return "# Not found\n\n" + bundle + "/" + path + " is not installed.";
        }
        try (InputStream in = entry.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "# Cannot read\n\n" + path + ": " + e.getMessage();
        }
    }

    /** The topics' labels, depth first, for tests. */
    public List<String> topics() {
        List<String> labels = new ArrayList<>();
        for (IToc toc : HelpSystem.getTocs()) {
            labels.add(toc.getLabel());
            collect(toc.getTopics(), labels);
        }
        return labels;
    }

    private static void collect(ITopic[] topics, List<String> labels) {
        for (ITopic topic : topics) {
            labels.add(topic.getLabel());
            collect(topic.getSubtopics(), labels);
        }
    }

    /** The anchors of the shown topic's headings. */
    public List<String> anchors() {
        return rendered == null ? List.of() : rendered.headings().stream().map(MarkdownText.Heading::anchor).toList();
    }

    public String text() {
        return page.getText();
    }

    public String shown() {
        return shown;
    }

    public int topLine() {
        return page.getTopIndex();
    }

    /** Selects the topic with {@code href} in the tree, as a click does. */
    public void select(String href) {
        for (IToc toc : (IToc[]) tree.getInput()) {
            ITopic topic = find(toc.getTopics(), href);
            if (topic != null) {
                tree.setSelection(new StructuredSelection(topic), true);
                return;
            }
        }
    }

    private static ITopic find(ITopic[] topics, String href) {
        for (ITopic topic : topics) {
            ITopic found = href.equals(topic.getHref()) ? topic : find(topic.getSubtopics(), href);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    @Override
    public void setFocus() {
        tree.getControl().setFocus();
    }

    private static final class TocContent implements ITreeContentProvider {

        /** Each topic's parent (topic or toc): the tree reveals a topic to select through it. */
        private final java.util.Map<Object, Object> parents = new java.util.IdentityHashMap<>();

        TocContent(IToc[] tocs) {
            for (IToc toc : tocs) {
                remember(toc, toc.getTopics());
            }
        }

        private void remember(Object parent, ITopic[] topics) {
            for (ITopic topic : topics) {
                parents.put(topic, parent);
                remember(topic, topic.getSubtopics());
            }
        }

        @Override
        public Object[] getElements(Object input) {
            return (Object[]) input;
        }

        @Override
        public Object[] getChildren(Object parent) {
            return parent instanceof IToc toc ? toc.getTopics() : ((ITopic) parent).getSubtopics();
        }

        @Override
        public Object getParent(Object element) {
            return parents.get(element);
        }

        @Override
        public boolean hasChildren(Object element) {
            return getChildren(element).length > 0;
        }
    }
}
