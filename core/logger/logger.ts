/** Log levels, lowest first. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface Logger {
  level: LogLevel
  trace(message: string, ...details: unknown[]): void
  debug(message: string, ...details: unknown[]): void
  info(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  error(message: string, ...details: unknown[]): void
  fatal(message: string, ...details: unknown[]): void
}

const CONSOLE_METHOD = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
} as const

/**
 * A console logger that drops messages below its level: debug in development,
 * info otherwise. Callers pass fixed messages and error objects,
 * never request bodies or form values, so no personal data reaches the console.
 */
export function createLogger(
  level: LogLevel,
  sink: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> = console,
): Logger {
  const log =
    (at: LogLevel) =>
    (message: string, ...details: unknown[]) => {
      if (LOG_LEVELS.indexOf(at) < LOG_LEVELS.indexOf(logger.level)) return
      sink[CONSOLE_METHOD[at]](`[dx] ${message}`, ...details)
    }
  const logger: Logger = {
    level,
    trace: log('trace'),
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    fatal: log('fatal'),
  }
  return logger
}

export const logger: Logger = createLogger(__DX_DEV__ ? 'debug' : 'info')
