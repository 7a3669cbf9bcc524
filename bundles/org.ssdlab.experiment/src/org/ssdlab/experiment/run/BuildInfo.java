package org.ssdlab.experiment.run;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Enumeration;
import java.util.Objects;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

/**
 * The build that runs: the version with its qualifier (the build's timestamp, as Tycho replaces
 * {@code .qualifier}) and the commit it was built from. The one home of both: {@code ssdlab -V},
 * the sweep's stamp and {@code summary.json} ask here. Read from this bundle's manifest, where the
 * build writes the commit as {@value #COMMIT_HEADER} (the parent pom, from {@code -Dssdlab.commit},
 * which {@code ./ssdlab} passes as {@code git describe --always --dirty}). Plain Java: the manifest
 * is read as a class-path resource, so it works in OSGi and off it.
 *
 * @param version e.g. {@code 1.0.0.202612020605}; {@value #DEVELOPMENT} when no built manifest is found
 *                (classes run from an IDE or a plain test)
 * @param commit  e.g. {@code 0c70c9e1a2b3} or {@code 0c70c9e1a2b3-dirty}; {@code unknown} when the
 *                build was not told (a plain {@code ./mvnw} build), {@value #DEVELOPMENT} without a manifest
 */
public record BuildInfo(String version, String commit) {

    public static final String COMMIT_HEADER = "SsdLab-Commit";
    public static final String DEVELOPMENT = "development";
    private static final String BUNDLE = "org.ssdlab.experiment";
    private static final BuildInfo CURRENT = read();

    public BuildInfo {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(commit, "commit");
    }

    public static BuildInfo current() {
        return CURRENT;
    }

    /** As {@code -V} prints it, e.g. "SSD Lab 1.0.0.202612020605 (commit 0c70c9e1a2b3)". */
    public String headline() {
        return "SSD Lab " + version + " (commit " + commit + ")";
    }

    private static BuildInfo read() {
        try {
            Enumeration<URL> manifests = BuildInfo.class.getClassLoader().getResources("META-INF/MANIFEST.MF");
            while (manifests.hasMoreElements()) {
                try (InputStream in = manifests.nextElement().openStream()) {
                    Attributes main = new Manifest(in).getMainAttributes();
                    String name = main.getValue("Bundle-SymbolicName");
                    String version = main.getValue("Bundle-Version");
                    if (name != null && name.split(";")[0].strip().equals(BUNDLE) && version != null
                            && !version.endsWith(".qualifier")) {
                        String commit = main.getValue(COMMIT_HEADER);
                        return new BuildInfo(version, commit == null || commit.isBlank() ? "unknown" : commit.strip());
                    }
                }
            }
        } catch (IOException e) {
            // an unreadable manifest: the same as none
        }
        return new BuildInfo(DEVELOPMENT, DEVELOPMENT);
    }
}
