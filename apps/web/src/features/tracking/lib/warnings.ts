// Spec 8, advertising warnings: logged for developers, never shown to applicants. The texts
// are the spec's, word for word, so that existing log searches keep working.
export const warnings = {
  tiktokEventNameRequired: 'TikTok Pixel event name is required.',
  tiktokSendFailed: (event: string) => `Failed to send TikTok Pixel event ${event}`,
  dataLayerMissing: 'dataLayer is not available on window.',
  gtmIdInvalid: 'Invalid or missing Google Tag Manager ID.',
  gtmInitFailed: 'Failed to initialize Google Tag Manager',
  conversionSendToMissing: 'Missing send_to parameter for conversion event.',
} as const;
