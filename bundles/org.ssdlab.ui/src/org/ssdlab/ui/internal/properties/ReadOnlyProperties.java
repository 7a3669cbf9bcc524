package org.ssdlab.ui.internal.properties;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;

/** Named values in categories, shown and not edited (edits go through the form or the source). */
abstract class ReadOnlyProperties implements IPropertySource {

    private final Map<String, Object> values = new LinkedHashMap<>();
    private final List<IPropertyDescriptor> descriptors = new ArrayList<>();

    protected final void add(String category, String name, Object value) {
        String id = category + "/" + name;
        PropertyDescriptor descriptor = new PropertyDescriptor(id, name);
        descriptor.setCategory(category);
        descriptors.add(descriptor);
        values.put(id, value == null ? "" : value.toString());
    }

    @Override
    public Object getEditableValue() {
        return this;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    @Override
    public Object getPropertyValue(Object id) {
        return values.get(id);
    }

    /** The value shown for {@code name} in {@code category}, for tests. */
    public Object value(String category, String name) {
        return values.get(category + "/" + name);
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
    }
}
