package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.Platform;
import org.eclipse.help.internal.base.BaseHelpSystem;
import org.eclipse.help.internal.search.SearchHit;
import org.eclipse.help.internal.search.SearchQuery;
import org.eclipse.help.internal.search.SearchResults;
import org.eclipse.help.internal.server.WebappManager;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/**
 * Help > Help Contents opens the platform's help window on the help web application, which serves the
 * SSD Lab User Guide (org.ssdlab.help's toc.xml and the docs it names) from the embedded Jetty.
 */
class HelpWindowTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @Test
    void theHelpServerServesTheGuidesTableOfContentsAndItsPages() throws Exception {
        assertTrue(BaseHelpSystem.ensureWebappRunning(), "the help web application did not start");
        String base = "http://" + WebappManager.getHost() + ":" + WebappManager.getPort() + "/help";

        // the table of contents as the webapp's TOC servlet gives it to the help window
        String toc = get(base + "/toc");
        assertTrue(toc.contains("label=\"SSD Lab User Guide\""), toc);
        assertTrue(toc.contains("contributorId=\"org.ssdlab.help\"") && toc.contains("href=\"docs/workbench.html#help\""), toc);

        // a topic page: the workbench document as HTML (MarkdownProducer), its section anchored
        HttpResponse<String> page = HTTP.send(HttpRequest.newBuilder(URI.create(base
                + "/topic/org.ssdlab.help/docs/workbench.html")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, page.statusCode());
        assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), page.headers().toString());
        String topic = page.body();
        assertTrue(topic.contains("<span class=\"h2\" id=\"help\">Help</span>") && topic.contains("Help &gt; Help Contents"),
                topic.substring(0, Math.min(400, topic.length())));
        // and the markdown itself, as shipped
        assertTrue(get(base + "/topic/org.ssdlab.help/docs/workbench.md").contains("\n## Help\n"));
        // a picture from the same folder
        HttpResponse<byte[]> png = HTTP.send(HttpRequest.newBuilder(URI.create(base
                + "/topic/org.ssdlab.help/docs/help-contents.png")).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, png.statusCode());
        assertEquals((byte) 0x89, png.body()[0], "a PNG");

        // the help window's frames: JSPs compiled by Jasper at the first request, and the tree's fragment
        String index = get(base + "/index.jsp");
        assertTrue(index.contains("<frameset") || index.contains("<iframe"), index);
        String tree = get(base + "/advanced/tocfragment");
        assertTrue(tree.contains("SSD Lab User Guide"), tree);
    }

    @Test
    void theSearchTabFindsTheGuidesPages() throws Exception {
        // the help window's Search: a Lucene index of every page, built at the first search
        String locale = Platform.getNL();
        SearchResults results = new SearchResults(null, 50, locale);
        BaseHelpSystem.getLocalSearchManager().search(new SearchQuery("WebKitGTK", false, List.of(), locale), results,
                new NullProgressMonitor());
        List<String> hrefs = java.util.Arrays.stream(results.getSearchHits()).map(SearchHit::getHref).toList();
        assertTrue(hrefs.stream().anyMatch(h -> h.contains("/org.ssdlab.help/docs/workbench.html")), hrefs.toString());
    }

    @Test
    void helpContentsOpensTheHelpWindow() throws Exception {
        Menus.choose(Menus.item(Menus.open("Help"), "Help Contents"));
        Shell window = helpBrowser("/help/index.jsp").getShell();
        // the window takes its title from the page, "Help - SSD Lab Workbench": the frameset has loaded
        Ui.waitUntil("the help window's title", 60_000, () -> window.getText().startsWith("Help"));

        // for the picture, the guide's first page (the platform may open it in a new window; the tree follows it)
        PlatformUI.getWorkbench().getHelpSystem().displayHelpResource("/org.ssdlab.help/docs/workbench.html");
        Shell guide = helpBrowser("workbench.html").getShell();
        guide.setSize(1100, 760);
        // the frames load the tree and the page from the server: give them time to draw before the picture
        long until = System.currentTimeMillis() + 8_000;
        Ui.waitUntil("the page to draw", 10_000, () -> System.currentTimeMillis() > until);
        Screenshots.save(guide, "help-window");
        guide.close();
        if (!window.isDisposed()) {
            window.close();
        }
    }

    /** The Browser of a help window whose address contains {@code url}, once one shows. */
    private static Browser helpBrowser(String url) {
        Shell workbench = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Browser[] shown = new Browser[1];
        Ui.waitUntil("a help window at " + url, 60_000, () -> {
            for (Shell shell : workbench.getDisplay().getShells()) {
                if (shell != workbench && !shell.isDisposed() && shell.isVisible()) {
                    for (Browser browser : browsers(shell)) {
                        if (!browser.isDisposed() && browser.getUrl().contains(url)) {
                            shown[0] = browser;
                        }
                    }
                }
            }
            return shown[0] != null;
        });
        return shown[0];
    }

    private static String get(String url) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), url + ": " + response.body());
        return response.body();
    }

    private static List<Browser> browsers(Composite parent) {
        List<Browser> found = new ArrayList<>();
        for (Control child : parent.getChildren()) {
            if (child instanceof Browser browser) {
                found.add(browser);
            } else if (child instanceof Composite composite) {
                found.addAll(browsers(composite));
            }
        }
        return found;
    }
}
