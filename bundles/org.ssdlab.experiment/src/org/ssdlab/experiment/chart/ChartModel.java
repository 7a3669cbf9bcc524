package org.ssdlab.experiment.chart;

/**
 * What one chart shows, independent of how it is drawn: {@link ChartFiles} renders it to PNG and
 * SVG with JFreeChart, the workbench to the screen with SWTChart, {@link ChartCsv} gives its data.
 */
public sealed interface ChartModel permits LineChartModel, BarChartModel, Figure {

    String title();
}
