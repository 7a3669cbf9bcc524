package org.ssdlab.ui.internal.app;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/** Help > About SSD Lab: version, build qualifier and the installed simulator plugins. */
public final class AboutDialog extends Dialog {

    static final int COPY = IDialogConstants.CLIENT_ID + 1;
    private static final String[] COLUMNS = { "Kind", "Id", "Name", "Bundle", "Version" };

    private final AboutInfo info;
    private Table table;

    public AboutDialog(Shell parent, AboutInfo info) {
        super(parent);
        this.info = info;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("About " + info.name());
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label headline = new Label(area, SWT.NONE);
        headline.setText(info.headline());
        Label caption = new Label(area, SWT.NONE);
        caption.setText("Installed plugins (" + info.plugins().size() + "):");
        table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String name : COLUMNS) {
            new TableColumn(table, SWT.LEFT).setText(name);
        }
        for (AboutInfo.Entry e : info.plugins()) {
            new TableItem(table, SWT.NONE)
                    .setText(new String[] { e.kind(), e.id(), e.label(), e.bundle(), e.bundleVersion() });
        }
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
        GridDataFactory.fillDefaults().grab(true, true).hint(convertWidthInCharsToPixels(110),
                convertHeightInCharsToPixels(18)).applyTo(table);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, COPY, "&Copy", false);
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (buttonId == COPY) {
            Clipboard clipboard = new Clipboard(getShell().getDisplay());
            try {
                clipboard.setContents(new Object[] { info.text() }, new Transfer[] { TextTransfer.getInstance() });
            } finally {
                clipboard.dispose();
            }
            return;
        }
        super.buttonPressed(buttonId);
    }

    /** The table as shown, for tests. */
    public Table table() {
        return table;
    }
}
