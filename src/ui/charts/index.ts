import './charts.css'

export { axisBounds, nearestIndex } from './axis-bounds'
export { ChartTooltip, type ChartTooltipProps } from './ChartTooltip'
export { Sparkline, type SparklinePoint, type SparklineProps } from './Sparkline'
