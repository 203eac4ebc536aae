import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** A link to another asset's snapshot, /asset?title_id=… */
export function AssetLink({
  titleId,
  children,
  className,
}: {
  titleId: number
  children: ReactNode
  className?: string
}) {
  return (
    <Link to="/asset" search={{ title_id: titleId }} className={className}>
      {children}
    </Link>
  )
}
