// The demo server as a function, so tests can start it in-process on port 0.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAccounts } from './accounts/account-deps'
import { seedDemoAccounts } from './accounts/demo-accounts'
import { demoHostClient, type HostClient } from './accounts/host-tokens'
import type { SignInLimitOptions } from './accounts/sign-in-limits'
import { accounts } from './authoring/accounts'
import { tokenStore } from './authoring/anti-forgery-tokens'
import { contentStore } from './authoring/content-store'
import { createBooking } from './booking/deps'
import { loadCatalog } from './repository/catalog'
import { flightQueries } from './repository/flights'
import { openSearchConnection } from './db/open'
import { openingNotes } from './db/open-migrated'
import { prepareDatabase } from './db/prepare-database'
import { logAccess } from './http/access-log'
import { stdoutLines } from './http/batched-lines'
import type { BeaconCounter } from './http/beacon'
import { originPolicy } from './http/cors'
import { parsePublicOrigin } from './http/public-origin'
import { defaultFailedLookupsPer10Minutes, failedLookupLimit } from './http/failed-lookup-limit'
import { declinedPaymentLimit, defaultDeclinesBeforeCaptcha } from './http/declined-payment-limit'
import { defaultNewConversationsPerMinute, newConversationLimit } from './http/new-conversation-limit'
import { createRouter } from './http/router'
import { sendText } from './http/respond'
import { seedSummaryLine } from './seed/seed'
import { createShopping } from './shopping/deps'
import { createProducts } from './products/product-deps'
import { heldProductsVoider } from './products/lifecycle/held-products'
import { createWallet } from './checkout/wallet/wallet-deps'
import { pruneConversations, pruneIntervalMs } from './shopping/prune-conversations'
import { utcDate } from './time/calendar'

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number
  /** Folder of dx.sqlite; created and seeded when needed. */
  dataDir: string
  /** Freezes "now" (ISO instant, Date or epoch ms) so flight statuses are reproducible. */
  now?: string | number | Date
  /** Origins whose credentialed API calls are answered; default any localhost origin. */
  allowedOrigins?: readonly string[]
  /**
   * The origin browsers reach this server at, e.g. https://shop.example behind a
   * TLS-terminating proxy. Default: the listening address, http://127.0.0.1:<port> (and
   * its http://localhost:<port> alias). The Host header is never trusted for it.
   */
  publicOrigin?: string
  /** Project root holding dist/dx, demo/pages and demo/mocks; default process.cwd(). */
  root?: string
  /** Answer GraphQL introspection (__schema, __type); default on. Switch it off in production. */
  introspection?: boolean
  /** Enforce the GraphQL limits; default on. Off only to measure what they cost (never in use). */
  graphqlLimits?: boolean
  /** New conversations one client may open a minute; default 30, which no traveller reaches. */
  newConversationsPerMinute?: number
  /** DX_DECLINES_BEFORE_CAPTCHA: declined payments of one client in 15 minutes before its purchases need the captcha (default 3) */
  declinesBeforeCaptcha?: number
  /** DX_DEMO_PROVIDER_FAULTS: partner providers made slow or failing (demo/server/products/faults.ts) */
  providerFaults?: string
  /** The server sits behind a proxy: a client is the address that proxy appends to X-Forwarded-For. Default off. */
  trustProxy?: boolean
  /** Trip lookups one client may get wrong in ten minutes; default 5. */
  failedLookupsPer10Minutes?: number
  /** Answer the demo's admin calls (POST /admin/..., from 127.0.0.1 only); default off. */
  admin?: boolean
  /** Answer the demo's authoring sign-in (GET /dx/authoring/sign-in?user=...); default on. */
  demoSignIn?: boolean
  /** Take authoring saves at the static web server's address (?dataPath=) without a token; default off. */
  staticAuthoringSaves?: boolean
  /** Write the demo traveller and agency, and answer the stand-in identity provider; default on. */
  demoAccounts?: boolean
  /** Show the mail the demo would send at /dx/demo/outbox; default on. */
  outbox?: boolean
  /** The storefront page reset links open; default <public origin>/storefront.html. */
  storefrontUrl?: string
  /** Applications and clients whose pages may send host access tokens; default the demo's own while demoAccounts is on. */
  hostClients?: readonly HostClient[]
  /** Failed sign-ins allowed per account and per client, and their window; default 5, 20, 15 minutes. */
  signInLimits?: SignInLimitOptions
  /** Where access and start-up lines go; default standard output (access lines batched a turn at a time). */
  log?: (line: string) => void
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 (no trailing slash) */
  url: string
  beacon: BeaconCounter
  close(): Promise<void>
}

export function clockFor(now: ServerOptions['now']): () => number {
  if (now === undefined) return Date.now
  const frozen = new Date(now).getTime()
  if (Number.isNaN(frozen))
    throw new RangeError(`"now" must be an ISO instant such as 2026-06-01T12:00:00Z; got "${String(now)}"`)
  return () => frozen
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? console.log
  // Written at once, start-up lines come before main.ts's line with the URLs.
  const accessLog = options.log ?? stdoutLines()
  const now = clockFor(options.now)
  const prepared = prepareDatabase(options.dataDir, utcDate(now()))
  const { db, reseeded } = prepared
  for (const note of openingNotes(prepared)) log(note)
  if (reseeded) {
    log(`dx-storefront demo: seeded the database (${reseeded.reason}): ${seedSummaryLine(reseeded.summary)}`)
  }
  const beacon: BeaconCounter = { hits: 0 }
  const catalog = loadCatalog(db)
  const flights = flightQueries(db)
  const searchDb = openSearchConnection(db)
  const shopping = createShopping(db, flights, catalog, now, searchDb)
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  const ownOrigins =
    options.publicOrigin === undefined
      ? [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
      : [parsePublicOrigin(options.publicOrigin)]
  // Abandoned conversations and their passengers' personal data go after the retention
  // period: once the server listens, then every few minutes. The timer never keeps the
  // process alive, and a failed run is logged and retried on the next tick.
  const prune = () => {
    try {
      pruneConversations(db, now())
    } catch (error) {
      console.error('dx-storefront demo: pruning conversations failed:', error)
    }
  }
  prune()
  const pruning = setInterval(prune, pruneIntervalMs)
  pruning.unref()
  const allowedOrigin = originPolicy(options.allowedOrigins)
  const demoAccounts = options.demoAccounts ?? true
  // Kept apart from the timetable's seed: a reseed never touches accounts.
  if (demoAccounts && (await seedDemoAccounts(db, now)) > 0)
    log('dx-storefront demo: wrote the demo accounts (docs/demo-api.md)')
  const accountDeps = createAccounts(db, now, {
    apiOrigin: ownOrigins[0] ?? `http://127.0.0.1:${port}`,
    storefrontUrl: options.storefrontUrl,
    hostClients: options.hostClients ?? (demoAccounts ? [demoHostClient] : []),
    limits: options.signInLimits,
  })
  const products = createProducts(db, options.providerFaults)
  const route = createRouter({
    root: options.root ?? process.cwd(),
    isAllowedOrigin: allowedOrigin,
    ownOrigins,
    deps: {
      catalog,
      flights,
      shopping,
      booking: createBooking(db, now, shopping.inventory, heldProductsVoider(products)),
      accounts: accountDeps,
      products,
      wallet: createWallet(db),
      now,
    },
    demo: { accounts: demoAccounts, outbox: options.outbox ?? true },
    beacon,
    introspection: options.introspection ?? true,
    graphqlLimits: options.graphqlLimits ?? true,
    clients: {
      // Real elapsed time even when "now" is frozen: a frozen window would never end.
      newConversations: newConversationLimit(
        options.newConversationsPerMinute ?? defaultNewConversationsPerMinute,
        () => performance.now(),
      ),
      failedLookups: failedLookupLimit(options.failedLookupsPer10Minutes ?? defaultFailedLookupsPer10Minutes, () =>
        performance.now(),
      ),
      declinedPayments: declinedPaymentLimit(options.declinesBeforeCaptcha ?? defaultDeclinesBeforeCaptcha, () =>
        performance.now(),
      ),
      trustProxy: options.trustProxy ?? false,
    },
    admin: options.admin ?? false,
    authoring: {
      content: contentStore(db, now),
      accounts: accounts(db),
      // Real time even when "now" is frozen: a frozen clock would never expire a token.
      tokens: tokenStore(db, Date.now),
      signIn: options.demoSignIn ?? true,
      staticSaves: options.staticAuthoringSaves ?? false,
      secureCookie: ownOrigins.every((origin) => origin.startsWith('https:')),
      isTrustedOrigin: (origin) => ownOrigins.includes(origin) || allowedOrigin(origin),
    },
  })
  // Attached once the port is known (the default public origin names it); no request is read before.
  server.on('request', (req, res) => {
    logAccess(req, res, accessLog)
    route(req, res).catch((error: unknown) => {
      // A client gone mid-request (its connection reset, or its HTTP refused by the
      // parser, which answers 400 itself) leaves no one to answer and is no failure here.
      if (req.socket.destroyed) return
      console.error('dx-storefront demo: request failed:', error)
      if (!res.headersSent) sendText(res, 500, 'The demo server failed on this request; see its log.')
      else res.destroy()
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    beacon,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pruning)
        server.close(() => {
          if (searchDb !== db) searchDb.close()
          db.close()
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}
