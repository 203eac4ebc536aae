import { Link } from '@tanstack/react-router'
import { Button, Dialog, formatDate, formatTime } from '../../ui'
import type { AlertView } from './alert-view'

/** One alert in full (application §2.5 dialog "alerts"): what fired, when, the figures, the asset. */
export function AlertDialog({ alert, onClose }: { alert: AlertView | null; onClose: () => void }) {
  return (
    <Dialog
      open={alert !== null}
      onClose={onClose}
      title={alert?.headline ?? 'Alert'}
      testId="alert-dialog"
      description={
        alert
          ? `${formatDate(alert.time)} ${formatTime(alert.time)} · ${alert.own ? 'Your alert' : 'Standard alert'}`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {alert && alert.titleId > 0 ? (
            <Link
              to="/asset"
              search={{ title_id: alert.titleId }}
              className="button button--primary"
              onClick={onClose}
              data-testid="alert-dialog-asset"
            >
              Open {alert.titleName}
            </Link>
          ) : null}
        </>
      }
    >
      {alert ? (
        <>
          <p className="alert-dialog__text">{alert.text}</p>
          {alert.figures.length > 0 ? (
            <dl className="alert-dialog__figures">
              {alert.figures.map((figure) => (
                <div key={figure.label} className="alert-dialog__figure">
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      ) : null}
    </Dialog>
  )
}
