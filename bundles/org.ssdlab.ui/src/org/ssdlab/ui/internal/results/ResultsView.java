package org.ssdlab.ui.internal.results;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/** Charts of one experiment's results. */
public final class ResultsView extends ViewPart {

    private Label placeholder;

    @Override
    public void createPartControl(Composite parent) {
        placeholder = new Label(parent, SWT.WRAP);
        placeholder.setText("Run an experiment or open a result directory to see its charts.");
    }

    @Override
    public void setFocus() {
        placeholder.setFocus();
    }
}
