// Brand selection from the host name (ARCHITECTURE.md section 2): `<productId>.localhost`
// for local development (any subdomain in front is allowed) and each brand's production hosts.
import { isProductId, type ProductId } from './product-ids.ts';

export const productionHosts: Record<ProductId, readonly string[]> = {
  default: ['apply.finceptiv.com'],
  fiesta: ['apply.fiesta.es', 'solicitud.fiesta.es'],
  askrobin: ['antrag.askrobin.de', 'apply.askrobin.de'],
  ibancar: ['solicitud.ibancar.mx'],
  prestamotor: ['solicitud.prestamotor.co'],
  ratapro: ['wniosek.ratapro.pl'],
  fidea: ['cerere.fidea.ro'],
  lienketvay: ['dangky.lienketvay.vn'],
  finipay: ['apply.finipay.ph'],
};

const hostToProduct: ReadonlyMap<string, ProductId> = new Map(
  Object.entries(productionHosts).flatMap(([id, hosts]) =>
    hosts.map((host) => [host, id as ProductId] as const),
  ),
);

export function resolveProductId(hostname: string, fallback: ProductId): ProductId {
  // Host headers may carry a port and a trailing root dot; neither names a different site.
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const labels = host.split('.');
  if (labels.length >= 2 && labels[labels.length - 1] === 'localhost') {
    const candidate = labels[labels.length - 2];
    if (isProductId(candidate)) return candidate;
  }
  const exact = hostToProduct.get(host) ?? hostToProduct.get(host.replace(/^www\./, ''));
  return exact ?? fallback;
}
