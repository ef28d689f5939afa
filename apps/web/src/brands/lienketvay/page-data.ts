import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'Lienketvay – Vay tiêu dùng trực tuyến',
  metaDescription:
    'Đăng ký khoản vay tiêu dùng đến 50.000.000 ₫ trực tuyến chỉ trong vài phút. Nhanh chóng, an toàn, minh bạch.',
  metaKeywords: 'vay tiêu dùng, vay trực tuyến, vay nhanh, Lienketvay',
  footerText: 'Công ty TNHH Liên Kết Vay',
  layoutClassName: 'layout--lienketvay',
  mainClassName: 'main--lienketvay',
};
