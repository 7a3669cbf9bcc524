package org.ssdlab.ui.internal.editor;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.Section;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** The experiment's name and seed, then drive, GC, OS, storage stack and partitions of the defaults. */
final class HostSections {

    private HostSections() {
    }

    static void create(FormContext context, Composite body) {
        Composite general = (Composite) context.section(body, "Experiment", null, true).getClient();
        context.text(general, "Name:", "name", JsonValues::text, "1-64 letters, digits, '.', '_', '-'");
        context.text(general, "Description:", "description", JsonValues::text, "free text");
        context.text(general, "Seed:", "seed", JsonValues::number, "integer >= 0; same seed, same results");

        Section drive = context.section(body, "Drive and GC",
                "The drive model and its garbage collector; parameters left empty keep their defaults.", true);
        PluginFields.create(context, (Composite) drive.getClient(), PluginKind.DRIVE, "defaults.drive", false);
        PluginFields.create(context, (Composite) drive.getClient(), PluginKind.GC_STRATEGY, "defaults.gc", false);

        Section host = context.section(body, "Host", "When deletes become TRIMs, the layers between OS and drive,"
                + " the partitions and the file system's cluster size.", true);
        Composite client = (Composite) host.getClient();
        PluginFields.create(context, client, PluginKind.OS, "defaults.os", true);
        stack(context, client);
        partitions(context, client);
        context.text(client, "Cluster size:", "defaults.clusterBytes", JsonValues::size,
                "power of two, 512 B - 2 MiB; default 4096");
    }

    private static void stack(FormContext context, Composite client) {
        JsonArray layers = ListEdits.items(context, "defaults.stack");
        for (int i = 0; i < layers.size(); i++) {
            String path = "defaults.stack[" + i + "]";
            Composite layer = group(context, client, "Layer " + (i + 1) + " (outermost first)");
            PluginFields.create(context, layer, PluginKind.STACK, path, false);
            ListEdits.buttons(context, layer, "defaults.stack", i);
        }
        context.toolkit.createLabel(client, "Storage stack:");
        Combo add = new Combo(client, SWT.READ_ONLY | SWT.DROP_DOWN);
        context.toolkit.adapt(add, true, false);
        add.add("Add a layer...");
        for (Plugin<?> plugin : context.registry.plugins(PluginKind.STACK)) {
            add.add(plugin.id());
        }
        add.select(0);
        add.addListener(SWT.Selection, e -> {
            if (add.getSelectionIndex() > 0) {
                String id = add.getText();
                add.select(0);
                context.restructure(() -> {
                    JsonObject layer = new JsonObject();
                    layer.addProperty("id", id);
                    ListEdits.list(context, "defaults.stack").add(layer);
                });
            }
        });
        context.toolkit.createLabel(client, layers.size() == 0 ? "none: the OS talks to the drive" : layers.size() + " layers");
        context.register("defaults.stack", add);
    }

    private static void partitions(FormContext context, Composite client) {
        JsonArray partitions = ListEdits.items(context, "defaults.partitions");
        for (int i = 0; i < partitions.size(); i++) {
            String path = "defaults.partitions[" + i + "]";
            Composite partition = group(context, client, "Partition " + (i + 1));
            context.text(partition, "Start:", path + ".start", JsonValues::size, "sector, dos63, 1MiB or fdisk-224-56");
            context.text(partition, "Size:", path + ".size", JsonValues::size, "bytes, \"40GB\" or share \"75%\"");
            ListEdits.buttons(context, partition, "defaults.partitions", i);
        }
        context.toolkit.createLabel(client, "Partitions:");
        ListEdits.button(context, client, "Add a partition", true, () -> {
            JsonObject partition = new JsonObject();
            partition.addProperty("start", "1MiB");
            partition.addProperty("size", "100%");
            ListEdits.list(context, "defaults.partitions").add(partition);
        });
        context.toolkit.createLabel(client, partitions.size() + " partitions");
        context.register("defaults.partitions", client);
    }

    /** A framed block spanning the section's three columns. */
    static Composite group(FormContext context, Composite parent, String title) {
        Composite group = context.toolkit.createComposite(parent, SWT.BORDER);
        group.setLayout(new GridLayout(3, false));
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).applyTo(group);
        context.toolkit.createLabel(group, title).setLayoutData(GridDataFactory.fillDefaults().span(3, 1).create());
        return group;
    }
}
