import { sentimentColor } from '../../core'
import './charts.css'

/** The tile colours' gradient, taken from the same scale the tiles use (data-interface §9). */
const SCALE = `linear-gradient(90deg, ${[-1, -0.5, 0, 0.5, 1].map(sentimentColor).join(', ')})`

/** "Negative ▬▬▬ Positive": the colour key of a sentiment tree map, inline under the map. */
export function SentimentScaleLegend() {
  return (
    <div className="sentiment-scale" aria-hidden="true">
      <span>Negative</span>
      <span className="sentiment-scale__bar" style={{ background: SCALE }} />
      <span>Positive</span>
    </div>
  )
}
