import { useState } from 'react'
import { type DownloadRequest, downloadCsv } from '../../api'
import { type BasicCredentials, errorText, hasFeature, type UserData } from '../../core'
import { Button, Dialog, toasts } from '../../ui'
import { UpgradePrompt } from '../notices'

export interface DownloadCsvButtonProps {
  credentials: BasicCredentials
  user: UserData
  /** The call to download as CSV, made when the button is pressed. */
  request: () => DownloadRequest
  /** The file's name in the browser's downloads. */
  filename: string
  label?: string
  testId?: string
}

/** Hands the browser a file to save. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Spreadsheet download (application §2.5, §6 "Download"): the call as CSV, saved as a file.
 * Plans without downloads (trial) see the upgrade offer; the server refuses them too (37).
 */
export function DownloadCsvButton({
  credentials,
  user,
  request,
  filename,
  label = 'Download CSV',
  testId = 'download-csv',
}: DownloadCsvButtonProps) {
  const [busy, setBusy] = useState(false)
  const [offer, setOffer] = useState(false)
  const allowed = hasFeature(user, 'download')
  async function download() {
    if (!allowed) {
      setOffer(true)
      return
    }
    setBusy(true)
    const result = await downloadCsv(request(), credentials)
    setBusy(false)
    if (result.ok) {
      save(result.value, filename)
      return
    }
    if (result.error.body?.code === 37) {
      setOffer(true)
      return
    }
    const text =
      result.error.kind === 'network'
        ? 'the server could not be reached'
        : errorText(result.error.body, 'generic')
    toasts.show({ message: `The download failed: ${text}`, tone: 'error' })
  }
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        busy={busy}
        onClick={() => void download()}
        data-testid={testId}
      >
        <span aria-hidden="true">⤓</span> {label}
      </Button>
      <Dialog
        open={offer}
        title="Spreadsheet downloads"
        onClose={() => setOffer(false)}
        testId="download-upgrade"
      >
        <UpgradePrompt title="Download data as CSV" tier="basic" testId="download-upgrade-prompt">
          Buzz, sentiment and message lists as spreadsheets come with every paid plan. Your trial does not
          include downloads.
        </UpgradePrompt>
      </Dialog>
    </>
  )
}
