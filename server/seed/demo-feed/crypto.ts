/**
 * What the demo knows of the best-known crypto currencies, which the reference data leaves out:
 * where they rank among the companies in talk (0 = most discussed; the order by market cap left
 * them last, and Bitcoin went quiet for days), and their price level (USD, late 2026's order of
 * magnitude; a random level had put Bitcoin at $0.95). Stablecoins hold their dollar.
 */
interface KnownCrypto {
  rank?: number
  price: number
  stablecoin?: true
}

export const KNOWN_CRYPTO: Readonly<Record<number, KnownCrypto>> = {
  90001: { rank: 2, price: 95_000 }, // Bitcoin
  90002: { rank: 8, price: 3_500 }, // Ethereum
  90003: { price: 1, stablecoin: true }, // Tether
  90004: { price: 650 }, // BNB
  90005: { rank: 20, price: 200 }, // Solana
  90006: { rank: 25, price: 2.3 }, // XRP
  90007: { price: 1, stablecoin: true }, // USD Coin
  90008: { rank: 30, price: 0.3 }, // Dogecoin
  90009: { price: 0.8 }, // Cardano
}

export function knownCrypto(title: { id: number; type: string }): KnownCrypto | undefined {
  return title.type === 'crypto_currency' ? KNOWN_CRYPTO[title.id] : undefined
}
