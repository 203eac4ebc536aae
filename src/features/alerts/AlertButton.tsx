import { useState } from 'react'
import { Button } from '../../ui'
import type { AssetActionProps } from '../watchlist/WatchButton'
import { AlertRuleDialog } from './AlertRuleDialog'
import { BellIcon } from './BellIcon'
import { useAlertRules } from './use-alert-rules'
import { useAlertTargets } from './use-alert-targets'
import './alerts.css'

/** "Create alert" on an asset's page: the rule editor opened on this asset. */
export function AlertButton({ credentials, user, titleId, name }: AssetActionProps) {
  const [open, setOpen] = useState(false)
  const rules = useAlertRules(credentials)
  const { targets } = useAlertTargets(credentials, { id: titleId, name })
  const watching = rules.rules.filter((rule) => rule.rule.titles?.includes(titleId)).length
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)} data-testid="alert-button">
        <BellIcon className="alert-button__bell button__accent" />
        {watching > 0 ? `Alerts (${watching})` : 'Create alert'}
      </Button>
      {open ? (
        <AlertRuleDialog
          open
          onClose={() => setOpen(false)}
          user={user}
          rules={rules}
          targets={targets}
          editing={null}
        />
      ) : null}
    </>
  )
}
