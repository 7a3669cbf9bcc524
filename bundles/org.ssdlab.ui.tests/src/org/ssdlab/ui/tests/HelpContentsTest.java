package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.help.HelpSystem;
import org.eclipse.help.IToc;
import org.eclipse.help.ITopic;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.ssdlab.ui.internal.help.HelpContentsView;

/** The Help Contents view (Help > Help Contents without a browser): the user guide's table of contents, and every topic and section it names found. */
class HelpContentsTest {

    @Test
    void helpContentsShowsTheGuideAndEveryTopicResolves() throws Exception {
        List<String> help = Menus.labels(Menus.open("Help"));
        assertEquals("Help Contents", help.get(0), help.toString());
        // the menu opens the platform's help window where a browser can show it (HelpWindowTest); the view is
        // the stand-in where none can
        HelpContentsView view = assertInstanceOf(HelpContentsView.class, Ui.page().showView(HelpContentsView.ID));
        assertTrue(view.topics().containsAll(List.of("SSD Lab User Guide", "The workbench", "Experiment documents")),
                view.topics().toString());
        assertTrue(view.text().startsWith("The workbench"), "the guide opens at the workbench's page");

        IToc guide = java.util.Arrays.stream(HelpSystem.getTocs()).filter(t -> t.getLabel().equals("SSD Lab User Guide"))
                .findFirst().orElseThrow();
        List<ITopic> all = new ArrayList<>();
        for (ITopic topic : guide.getTopics()) {
            all.add(topic);
            all.addAll(List.of(topic.getSubtopics()));
        }
        assertTrue(all.size() > 30, "documents and their sections: " + all.size());
        for (ITopic topic : all) {
            view.show(topic.getHref());
            assertFalse(view.text().startsWith("Not found"), topic.getHref());
            String href = topic.getHref();
            if (href.contains("#")) {
                String anchor = href.substring(href.indexOf('#') + 1);
                assertTrue(view.anchors().contains(anchor), href + " names a heading of its page: " + view.anchors());
            }
        }

        ITopic running = java.util.Arrays.stream(guide.getTopics()[0].getSubtopics())
                .filter(t -> t.getLabel().equals("Running")).findFirst().orElseThrow();
        view.select(running.getHref());
        Ui.drain();
        assertTrue(view.shown().endsWith("workbench.html#running"), view.shown());
        assertTrue(view.topLine() > 0, "scrolled to the section");
        view.getSite().getPage().setPartState(view.getSite().getPage().getReference(view),
                org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
        view.select(guide.getTopics()[0].getSubtopics()[0].getHref());
        Ui.drain();
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "help-contents");
        view.getSite().getPage().setPartState(view.getSite().getPage().getReference(view),
                org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
        Ui.page().hideView(view);
    }
}
