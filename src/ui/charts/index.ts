import './charts.css'

export { axisBounds, nearestIndex } from './axis-bounds'
export { ChartTooltip, type ChartTooltipProps } from './ChartTooltip'
export { dayTicks } from './day-ticks'
export { Sparkline, type SparklinePoint, type SparklineProps } from './Sparkline'
