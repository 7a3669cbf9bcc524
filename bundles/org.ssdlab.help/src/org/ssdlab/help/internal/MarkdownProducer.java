package org.ssdlab.help.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.eclipse.help.IHelpContentProducer;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The help window's pages of the guide: {@code docs/NAME.html}, which toc.xml names, made from {@code docs/NAME.md}
 * (MarkdownHtml). The help server types a page by its name, so the pages end in .html; pictures and the
 * markdown itself are served as they are (null: the bundle's own file).
 */
public final class MarkdownProducer implements IHelpContentProducer {

    @Override
    public InputStream getInputStream(String pluginID, String href, Locale locale) {
        String path = href.split("[?#]", 2)[0];
        if (!path.startsWith("docs/") || !path.endsWith(".html")) {
            return null;
        }
        Bundle bundle = FrameworkUtil.getBundle(MarkdownProducer.class);
        String source = path.substring(0, path.length() - 5) + ".md";
        URL entry = bundle.getEntry(source);
        if (entry == null) {
            return null;
        }
        try (InputStream in = entry.openStream()) {
            String page = MarkdownHtml.page(new String(in.readAllBytes(), StandardCharsets.UTF_8), source);
            return new ByteArrayInputStream(page.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            return null; // the server then answers that the topic is missing
        }
    }
}
