import { DEFAULT_PRICING, type PricingSettings } from '@auditorias/domain/clients/pricing';
import { centavosToPesos, pesosToCentavos } from '@auditorias/domain/money';
import {
  type AuditPricing,
  auditPricingSchema,
  type CompanyInfo,
  companyInfoSchema,
} from '@auditorias/domain/schemas/config';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { readSetting, writeSetting } from './settings.repo';

const COMPANY_INFO = 'company-info';
const AUDIT_PRICING = 'audit-pricing';

/** Until the admin sets it, the company's own data shown on client reports. */
export const DEFAULT_COMPANY_INFO: CompanyInfo = {
  nombre: 'Auditorías CCTV',
  email: 'contacto@auditorias.com.ar',
  telefono: '+54 11 5555-0000',
  direccion: 'Buenos Aires, Argentina',
};

/** How long an instance keeps the price settings it read. */
const PRICING_TTL_MS = 10_000;

export function createConfigService(deps: { db: Db }) {
  const { db } = deps;

  async function companyInfo(): Promise<CompanyInfo> {
    const parsed = companyInfoSchema.safeParse(await readSetting(db, COMPANY_INFO));
    return parsed.success ? parsed.data : DEFAULT_COMPANY_INFO;
  }

  async function setCompanyInfo(auth: AuthContext, info: CompanyInfo): Promise<CompanyInfo> {
    await writeSetting(db, COMPANY_INFO, info, auth.user.id);
    return info;
  }

  /** Pricing settings in centavos, for the rules. */
  // Read by every audit list and detail: kept for a few seconds (a change on this instance applies at once; the
  // other instances follow within PRICING_TTL_MS).
  let cached: { value: PricingSettings; until: number } | null = null;

  async function pricing(): Promise<PricingSettings> {
    const now = Date.now();
    if (cached && cached.until > now) return cached.value;
    const parsed = auditPricingSchema.safeParse(await readSetting(db, AUDIT_PRICING));
    const value = parsed.success
      ? {
          multiplicadores: parsed.data.multiplicadores,
          costoPorDefecto: pesosToCentavos(parsed.data.costoPorDefecto),
        }
      : DEFAULT_PRICING;
    cached = { value, until: now + PRICING_TTL_MS };
    return value;
  }

  async function pricingForApi(): Promise<AuditPricing> {
    const p = await pricing();
    return { multiplicadores: p.multiplicadores, costoPorDefecto: centavosToPesos(p.costoPorDefecto) };
  }

  async function setPricing(auth: AuthContext, value: AuditPricing): Promise<AuditPricing> {
    await writeSetting(db, AUDIT_PRICING, value, auth.user.id);
    cached = null;
    return value;
  }

  return { companyInfo, setCompanyInfo, pricing, pricingForApi, setPricing };
}

export type ConfigService = ReturnType<typeof createConfigService>;
