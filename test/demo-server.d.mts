// Types for demo-server.mjs, which the TypeScript e2e harness imports.
export interface DemoServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string
  /** The temporary data folder (dx.sqlite), removed on close */
  dataDir: string
  /** Everything the server printed so far (access log included). */
  output(): string
  close(): Promise<void>
}
export declare function startDemoServer(
  root: string,
  options?: { allowedOrigins?: string[]; now?: string; newConversationsPerMinute?: number; timeoutMs?: number },
): Promise<DemoServer>
