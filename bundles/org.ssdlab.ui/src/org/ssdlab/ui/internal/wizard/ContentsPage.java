package org.ssdlab.ui.internal.wizard;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.ssdlab.experiment.run.BundledExamples;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * What the new document starts from (the empty template or a bundled example) and its drive and
 * OS, offered from the plugin registry. Choosing an example preselects its own drive and OS.
 */
final class ContentsPage extends WizardPage {

    private final PluginRegistry registry;
    private final List<String> driveIds = new ArrayList<>();
    private final List<String> osIds = new ArrayList<>();
    private Button empty;
    private Button example;
    private Combo examples;
    private Combo drives;
    private Combo oses;

    ContentsPage(PluginRegistry registry) {
        super("contents");
        this.registry = registry;
        setTitle("Contents");
        setDescription("Start from an empty experiment or a bundled example, on a drive and OS of the installed plugins.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(page);
        empty = new Button(page, SWT.RADIO);
        empty.setText("&Empty experiment (a secure erase, then a minute of 4 KiB random writes)");
        GridDataFactory.fillDefaults().span(2, 1).applyTo(empty);
        example = new Button(page, SWT.RADIO);
        example.setText("From the e&xample:");
        examples = new Combo(page, SWT.READ_ONLY | SWT.DROP_DOWN);
        BundledExamples.NAMES.forEach(examples::add);
        examples.select(0);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(examples);
        new Label(page, SWT.SEPARATOR | SWT.HORIZONTAL).setLayoutData(
                GridDataFactory.fillDefaults().span(2, 1).grab(true, false).create());
        new Label(page, SWT.NONE).setText("&Drive:");
        drives = plugins(page, PluginKind.DRIVE, driveIds, false);
        new Label(page, SWT.NONE).setText("&OS:");
        oses = plugins(page, PluginKind.OS, osIds, true);
        empty.setSelection(true);
        empty.addListener(SWT.Selection, e -> update());
        example.addListener(SWT.Selection, e -> exampleChosen());
        examples.addListener(SWT.Selection, e -> {
            example.setSelection(true);
            empty.setSelection(false);
            exampleChosen();
        });
        drives.addListener(SWT.Selection, e -> update());
        setControl(page);
        update();
    }

    private Combo plugins(Composite parent, PluginKind<?> kind, List<String> ids, boolean optional) {
        Combo combo = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        if (optional) {
            combo.add("(none: raw block access)");
            ids.add("");
        }
        for (Plugin<?> plugin : registry.plugins(kind)) {
            combo.add(plugin.id() + " \u2014 " + plugin.label());
            ids.add(plugin.id());
        }
        combo.select(0);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
        return combo;
    }

    private void exampleChosen() {
        String text = exampleText();
        if (text != null) {
            select(drives, driveIds, ExperimentTemplates.defaultId(text, "drive"));
            select(oses, osIds, ExperimentTemplates.defaultId(text, "os"));
        }
        update();
    }

    private static void select(Combo combo, List<String> ids, String id) {
        int index = ids.indexOf(id);
        if (index >= 0) {
            combo.select(index);
        }
    }

    private void update() {
        examples.setEnabled(example.getSelection());
        setErrorMessage(driveIds.isEmpty() ? "No drive plugin is installed" : null);
        setPageComplete(!driveIds.isEmpty());
    }

    private String exampleText() {
        return example.getSelection() ? BundledExamples.text(examples.getText()).orElse(null) : null;
    }

    /** The document for experiment {@code name}, as chosen on this page. */
    String document(String name) {
        String drive = driveIds.get(drives.getSelectionIndex());
        String os = osIds.get(oses.getSelectionIndex());
        String text = exampleText();
        return text == null ? ExperimentTemplates.empty(name, drive, os) : ExperimentTemplates.fromExample(text, name, drive, os);
    }

    /** For tests and callers that choose without clicking: an example name, or {@code null} for the empty one. */
    void choose(String exampleName, String driveId, String osId) {
        empty.setSelection(exampleName == null);
        example.setSelection(exampleName != null);
        if (exampleName != null) {
            examples.select(examples.indexOf(exampleName));
            exampleChosen();
        }
        if (driveId != null) {
            select(drives, driveIds, driveId);
        }
        if (osId != null) {
            select(oses, osIds, osId);
        }
        update();
    }
}
