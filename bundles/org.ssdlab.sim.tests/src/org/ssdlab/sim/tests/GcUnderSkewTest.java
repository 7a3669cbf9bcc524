package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.ftl.FtlCounters;
import org.ssdlab.sim.core.ftl.FtlSettings;
import org.ssdlab.sim.core.study.WaStudy;

/**
 * Greedy against cost-benefit victim selection under skewed writes, at the FTL alone (as
 * {@code ssdlab wa} runs it: a sequential fill, then single-unit writes, WA over the second half).
 * The published direction: Rosenblum and Ousterhout's LFS simulations (SOSP 1991 / ACM TOCS 1992,
 * "hot-and-cold" access) found greedy cleaning worse under locality than without it and
 * cost-benefit cleaning far better; Kawaguchi et al. (USENIX 1995) carried cost-benefit to flash.
 * Desnoyers (SYSTOR 2012, Eq. 14) shows skew raising WA with one write frontier. Without skew,
 * cost-benefit gains nothing over greedy (it only trades a little valid data for age).
 */
class GcUnderSkewTest {

    private static final int USER_UNITS = 65_536;
    private static final double OP = 0.07;
    private static final int UNITS_PER_BLOCK = 64;
    private static final double CAPACITY_WRITES = 8;

    private static double writeAmplification(String gc, Map<String, ?> workload) throws Exception {
        VictimPolicy policy = Services.registry().create(PluginKind.GC_STRATEGY, gc, Map.of());
        WaStudy layout = new WaStudy(USER_UNITS, OP, UNITS_PER_BLOCK, CAPACITY_WRITES, 1);
        Ftl ftl = new Ftl(layout.geometry(), FtlSettings.ANALYTIC, policy, 1);
        for (int unit = 0; unit < USER_UNITS; unit++) {
            ftl.writeUnit(unit);
        }
        Workload writes = Services.registry().create(PluginKind.WORKLOAD, "synthetic", workload);
        writes.start(USER_UNITS * 8L, 7);
        IoRequest request = new IoRequest();
        long total = Math.round(CAPACITY_WRITES * USER_UNITS);
        FtlCounters half = null;
        for (long i = 0; i < total; i++) {
            assertTrue(writes.next(request, 0));
            ftl.writeUnit((int) (request.lba / 8));
            if (i == total / 2) {
                half = ftl.counters();
            }
        }
        return ftl.counters().minus(half).writeAmplification();
    }

    private static void costBenefitWinsUnderSkew(Map<String, ?> workload) throws Exception {
        double greedy = writeAmplification("greedy", workload);
        double costBenefit = writeAmplification("cost-benefit", workload);
        assertTrue(costBenefit < 0.85 * greedy, workload + ": cost-benefit WA " + costBenefit + ", greedy " + greedy);
    }

    @Test
    void underZipfCostBenefitWritesLess() throws Exception {
        costBenefitWinsUnderSkew(Map.of("distribution", "zipf", "zipfTheta", 0.99));
    }

    @Test
    void underHotColdCostBenefitWritesLessAndGreedyWritesMoreThanWithoutSkew() throws Exception {
        Map<String, Object> hotCold = Map.of("distribution", "hotcold", "hotRequestPercent", 90.0, "hotSpanPercent",
                10.0);
        costBenefitWinsUnderSkew(hotCold);
        double skewed = writeAmplification("greedy", hotCold);
        double uniform = writeAmplification("greedy", Map.of());
        assertTrue(skewed > 1.05 * uniform, "greedy WA hot/cold " + skewed + ", uniform " + uniform);
    }

    @Test
    void withoutSkewCostBenefitGainsNothing() throws Exception {
        double greedy = writeAmplification("greedy", Map.of());
        double costBenefit = writeAmplification("cost-benefit", Map.of());
        assertTrue(costBenefit > 0.97 * greedy, "uniform: cost-benefit WA " + costBenefit + ", greedy " + greedy);
    }
}
