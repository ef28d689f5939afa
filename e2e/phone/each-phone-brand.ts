// The frame of the phone's diagnostic tools (trace-press.ts, profile-press.ts): a server of the
// build and Chromium, the phone's CPU factor (PHONE_CPU, else this host's calibration, as the
// gate has it), and each brand of the gate in turn (BRAND: one of them only).
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { startServer } from '../support/server';
import { phoneBrands, phoneCpuSlowdown, type PhoneBrand } from './first-press';

export interface PhoneBrandVisit {
  browser: Browser;
  brand: PhoneBrand;
  origin: string;
  cpu: number;
}

export async function eachPhoneBrand(visit: (on: PhoneBrandVisit) => Promise<void>): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const cpu = Number(process.env.PHONE_CPU ?? (await phoneCpuSlowdown(browser)).cpu);
    for (const brand of Object.keys(phoneBrands) as PhoneBrand[]) {
      if (process.env.BRAND && process.env.BRAND !== brand) continue;
      await visit({ browser, brand, origin: server.origin(brand), cpu });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
