// The global metadata document. URLs are relative: the client resolves
// them against the server's origin, so the same document works on any host and port.
export const metadataDocument = {
  experienceApi: { url: '/dx/api/graphql', enabled: true },
  serviceUrls: { rest: '/dx/api' },
  authorization: null,
  dcUrl: null,
  ssoToken: null,
  ssgToken: null,
  applicationId: 'dx-demo',
  retry: { enabled: true, retries: 3, delayMs: 1000, services: ['flightStatus', 'flightSchedules', 'airports'] },
} as const
