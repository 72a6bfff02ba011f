import { DEFAULT_PRICING, type PricingSettings } from '@auditorias/domain/clients/pricing';
import { centavosToPesos, pesosToCentavos } from '@auditorias/domain/money';
import {
  type AuditPricing,
  auditPricingSchema,
  type CompanyInfo,
  companyInfoSchema,
} from '@auditorias/domain/schemas/config';
import type { Db } from '../../db/client';
import type { AuthContext } from '../auth/auth.service';
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
  async function pricing(): Promise<PricingSettings> {
    const parsed = auditPricingSchema.safeParse(await readSetting(db, AUDIT_PRICING));
    if (!parsed.success) return DEFAULT_PRICING;
    return {
      multiplicadores: parsed.data.multiplicadores,
      costoPorDefecto: pesosToCentavos(parsed.data.costoPorDefecto),
    };
  }

  async function pricingForApi(): Promise<AuditPricing> {
    const p = await pricing();
    return { multiplicadores: p.multiplicadores, costoPorDefecto: centavosToPesos(p.costoPorDefecto) };
  }

  async function setPricing(auth: AuthContext, value: AuditPricing): Promise<AuditPricing> {
    await writeSetting(db, AUDIT_PRICING, value, auth.user.id);
    return value;
  }

  return { companyInfo, setCompanyInfo, pricing, pricingForApi, setPricing };
}

export type ConfigService = ReturnType<typeof createConfigService>;
