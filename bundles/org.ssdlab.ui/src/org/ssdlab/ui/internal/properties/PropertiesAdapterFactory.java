package org.ssdlab.ui.internal.properties;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.ui.views.properties.IPropertySource;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.ui.internal.editor.OutlineNode;

/** What the Properties view shows for an outline entry (a phase, a run, a section) and a catalog plugin. */
public final class PropertiesAdapterFactory implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adapterType != IPropertySource.class) {
            return null;
        }
        if (adaptable instanceof OutlineNode node) {
            return adapterType.cast(new OutlineNodeProperties(node));
        }
        if (adaptable instanceof Plugin<?> plugin) {
            return adapterType.cast(new PluginProperties(plugin));
        }
        return null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { IPropertySource.class };
    }
}
