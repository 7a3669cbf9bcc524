package org.ssdlab.ui.internal.compare;

import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.jface.viewers.StructuredSelection;

/**
 * {@code org.ssdlab.ui.comparable}: a selection of two files or two result directories (each
 * tested on its own by {@code visibleWhen}'s iterate, so this takes one element and checks it).
 */
public final class ComparableTester extends PropertyTester {

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        return CompareEachOtherHandler.sources(null, new StructuredSelection(receiver)).size() == 1;
    }
}
