package org.ssdlab.cli.internal;

import java.util.ArrayList;
import java.util.List;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.service.component.runtime.ServiceComponentRuntime;
import org.osgi.service.component.runtime.dto.ComponentConfigurationDTO;
import org.osgi.service.component.runtime.dto.ComponentDescriptionDTO;
import org.osgi.service.component.runtime.dto.UnsatisfiedReferenceDTO;
import org.osgi.util.tracker.ServiceTracker;

/**
 * Why a plugin is missing: the bundles the framework could not resolve (with the resolver's
 * reason) and the Declarative Services components that are not satisfied or failed to activate.
 * A third-party bundle with a broken import otherwise just does not appear in {@code ssdlab list}.
 */
final class BundleDiagnosis {

    private static final long SCR_TIMEOUT_MILLIS = 5_000;

    private final List<String> bundleProblems = new ArrayList<>();
    private final List<String> componentProblems = new ArrayList<>();
    private int bundles;
    private int components;

    private BundleDiagnosis() {
    }

    static BundleDiagnosis of(BundleContext context) throws InterruptedException {
        BundleDiagnosis diagnosis = new BundleDiagnosis();
        diagnosis.checkBundles(context);
        diagnosis.checkComponents(context);
        return diagnosis;
    }

    private void checkBundles(BundleContext context) {
        FrameworkWiring wiring = context.getBundle(Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class);
        for (Bundle bundle : context.getBundles()) {
            bundles++;
            if (bundle.getState() != Bundle.INSTALLED) {
                continue;
            }
            wiring.resolveBundles(List.of(bundle));
            if (bundle.getState() != Bundle.INSTALLED) {
                continue; // it resolves now: it was only not needed yet
            }
            bundleProblems.add(name(bundle) + ": not resolved: " + reason(bundle));
        }
    }

    /** The resolver's words: starting an unresolved bundle fails with them. */
    private static String reason(Bundle bundle) {
        if (bundle.getHeaders().get(Constants.FRAGMENT_HOST) != null) {
            return "a fragment whose host '" + bundle.getHeaders().get(Constants.FRAGMENT_HOST) + "' did not take it";
        }
        try {
            bundle.start(Bundle.START_TRANSIENT);
            return "(it started when asked)";
        } catch (BundleException e) {
            return e.getMessage().replace('\n', ' ').replaceAll(" +", " ").trim();
        }
    }

    private void checkComponents(BundleContext context) throws InterruptedException {
        ServiceTracker<ServiceComponentRuntime, ServiceComponentRuntime> tracker = new ServiceTracker<>(context,
                ServiceComponentRuntime.class, null);
        tracker.open();
        try {
            ServiceComponentRuntime scr = tracker.waitForService(SCR_TIMEOUT_MILLIS);
            if (scr == null) {
                componentProblems.add("Declarative Services (Felix SCR) is not running: no plugin can register");
                return;
            }
            for (ComponentDescriptionDTO description : scr.getComponentDescriptionDTOs()) {
                components++;
                String component = description.name + " (bundle " + description.bundle.symbolicName + ")";
                if (!scr.isComponentEnabled(description)) {
                    componentProblems.add(component + ": disabled");
                    continue;
                }
                for (ComponentConfigurationDTO configuration : scr.getComponentConfigurationDTOs(description)) {
                    String problem = problem(configuration);
                    if (problem != null) {
                        componentProblems.add(component + ": " + problem);
                    }
                }
            }
        } finally {
            tracker.close();
        }
    }

    private static String problem(ComponentConfigurationDTO configuration) {
        return switch (configuration.state) {
            case ComponentConfigurationDTO.UNSATISFIED_REFERENCE -> {
                List<String> missing = new ArrayList<>();
                for (UnsatisfiedReferenceDTO reference : configuration.unsatisfiedReferences) {
                    missing.add(reference.name + (reference.target == null ? "" : " " + reference.target));
                }
                yield "unsatisfied: no service for reference " + String.join(", ", missing);
            }
            case ComponentConfigurationDTO.UNSATISFIED_CONFIGURATION -> "unsatisfied: its configuration is missing";
            case ComponentConfigurationDTO.FAILED_ACTIVATION -> "failed to activate: " + configuration.failure;
            default -> null;
        };
    }

    private static String name(Bundle bundle) {
        return bundle.getSymbolicName() + " " + bundle.getVersion() + " [" + bundle.getLocation() + "]";
    }

    int bundles() {
        return bundles;
    }

    int components() {
        return components;
    }

    List<String> bundleProblems() {
        return bundleProblems;
    }

    List<String> componentProblems() {
        return componentProblems;
    }
}
