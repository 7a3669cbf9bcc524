package org.ssdlab.ui.internal.compare;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.compare.IStreamContentAccessor;
import org.eclipse.compare.ITypedElement;
import org.eclipse.swt.graphics.Image;

/** A whole file's text, for the text diff. */
record TextNode(String name, String text) implements ITypedElement, IStreamContentAccessor {

    @Override
    public String getName() {
        return name;
    }

    @Override
    public Image getImage() {
        return null;
    }

    @Override
    public String getType() {
        return ITypedElement.TEXT_TYPE;
    }

    @Override
    public InputStream getContents() {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
