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
  90010: { price: 0.28 }, // TRON
  90011: { price: 15 }, // Avalanche
  90012: { price: 0.000_01 }, // Shiba Inu
  90013: { price: 1.8 }, // Toncoin
  90014: { price: 2.8 }, // Polkadot
  90015: { price: 14 }, // Chainlink
  90016: { price: 520 }, // Bitcoin Cash
  90017: { price: 90 }, // Litecoin
  90018: { price: 0.15 }, // Polygon
  90019: { price: 0.26 }, // Stellar
  90020: { price: 380 }, // Monero
  90021: { price: 14 }, // Ethereum Classic
  90022: { price: 6.5 }, // Uniswap
  90023: { price: 2.8 }, // Cosmos
  90024: { price: 2 }, // NEAR Protocol
  90025: { price: 4 }, // Internet Computer
  90026: { price: 3 }, // Aptos
  90027: { price: 1.6 }, // Filecoin
  90028: { price: 0.23 }, // Arbitrum
  90029: { price: 0.4 }, // Optimism
  90030: { price: 0.15 }, // Hedera
  90031: { price: 190 }, // Aave
  90032: { price: 1.8 }, // Sui
  90033: { price: 0.000_006 }, // Pepe
  90034: { price: 0.15 }, // Algorand
  90035: { price: 1, stablecoin: true }, // Dai
}

export function knownCrypto(title: { id: number; type: string }): KnownCrypto | undefined {
  return title.type === 'crypto_currency' ? KNOWN_CRYPTO[title.id] : undefined
}
