package org.ssdlab.ui.internal.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.prefs.LabPreferences;
import org.ssdlab.ui.internal.run.RunJob;

/**
 * Launch configurations of type "SSD Lab Experiment": their attributes, finding the one of a
 * document (or making it, with the preferences' scale and parallel runs as its defaults), reading
 * the document and the run job each launch started.
 */
public final class ExperimentLaunches {

    public static final String TYPE = "org.ssdlab.ui.launch.experiment";
    public static final String DOCUMENT = UiIds.BUNDLE + ".document";
    public static final String SCALE = UiIds.BUNDLE + ".scale";
    public static final String SEED = UiIds.BUNDLE + ".seed";
    public static final String JOBS = UiIds.BUNDLE + ".jobs";

    private static final Map<ILaunch, RunJob> JOBS_BY_LAUNCH = new WeakHashMap<>();

    private ExperimentLaunches() {
    }

    public static ILaunchConfigurationType type() {
        return DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(TYPE);
    }

    public static LaunchSettings settings(ILaunchConfiguration configuration) throws CoreException {
        try {
            return LaunchSettings.parse(configuration.getAttribute(DOCUMENT, ""),
                    configuration.getAttribute(SCALE, "1"), configuration.getAttribute(SEED, ""),
                    configuration.getAttribute(JOBS, 1));
        } catch (IllegalArgumentException e) {
            throw new CoreException(Status.error(configuration.getName() + ": " + e.getMessage()));
        }
    }

    /** How a configuration names a workspace file: its full path. */
    public static String reference(IFile file) {
        return file.getFullPath().toString();
    }

    /** The workspace file a document reference names, if it names one. */
    public static Optional<IFile> workspaceFile(String document) {
        IPath path = IPath.fromOSString(document);
        if (path.segmentCount() < 2) {
            return Optional.empty();
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(path);
        return file.exists() ? Optional.of(file) : Optional.empty();
    }

    /** The text of the document a configuration names: a workspace file, else a file on disk. */
    public static String read(String document) throws CoreException {
        Optional<IFile> file = workspaceFile(document);
        Path path = file.map(f -> f.getLocation().toPath()).orElse(Path.of(document));
        if (!Files.isRegularFile(path)) {
            throw new CoreException(Status.error("Document: " + document + " does not exist"));
        }
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CoreException(Status.error("Document: cannot read " + document + ": " + e.getMessage(), e));
        }
    }

    /** The configurations that run {@code document}. */
    public static ILaunchConfiguration[] of(String document) throws CoreException {
        return Arrays.stream(DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurations(type()))
                .filter(c -> document.equals(attribute(c, DOCUMENT))).toArray(ILaunchConfiguration[]::new);
    }

    /** The first configuration that runs {@code document}, made and saved when there is none. */
    public static ILaunchConfiguration findOrCreate(String document) throws CoreException {
        ILaunchConfiguration[] existing = of(document);
        if (existing.length > 0) {
            return existing[0];
        }
        ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
        String name = Path.of(document).getFileName().toString().replaceFirst("\\.json$", "");
        ILaunchConfigurationWorkingCopy copy = type().newInstance(null, manager.generateLaunchConfigurationName(name));
        setDefaults(copy);
        copy.setAttribute(DOCUMENT, document);
        workspaceFile(document).ifPresent(file -> copy.setMappedResources(new IResource[] { file }));
        return copy.doSave();
    }

    /** A new configuration's scale and parallel runs: the preferences'; the seed: the document's. */
    public static void setDefaults(ILaunchConfigurationWorkingCopy copy) {
        copy.setAttribute(SCALE, Double.toString(LabPreferences.runScale()));
        copy.setAttribute(SEED, "");
        copy.setAttribute(JOBS, LabPreferences.parallelRuns());
    }

    static synchronized void attach(ILaunch launch, RunJob job) {
        JOBS_BY_LAUNCH.put(launch, job);
    }

    /** The run job {@code launch} started, or {@code null} (not started, or the document was invalid). */
    public static synchronized RunJob job(ILaunch launch) {
        return JOBS_BY_LAUNCH.get(launch);
    }

    private static String attribute(ILaunchConfiguration configuration, String name) {
        try {
            return configuration.getAttribute(name, "");
        } catch (CoreException e) {
            return "";
        }
    }
}
