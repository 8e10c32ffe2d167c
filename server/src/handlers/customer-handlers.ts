import type { HandlerMap } from '../http/handler-types';
import type { CreateCustomerDto, KycDataDto, PartnerCompanyKycDto, PartnerKycDto } from '../services/api-types';
import type { CustomerListQuery, CustomerSearchQuery } from '../services/customers-service';
import { body, idempotencyKey, keyInstitution, param, queryInt } from './handler-inputs';

/** External customer operations: the institution is the API key's. */
export const customerHandlers: HandlerMap = {
  CreateCustomer: async (ctx) => ({
    data: await ctx.services.customers.create(keyInstitution(ctx), body<CreateCustomerDto>(ctx), idempotencyKey(ctx)),
  }),
  ListCustomers: async (ctx) => ({
    data: await ctx.services.customers.list(keyInstitution(ctx), body<CustomerListQuery | undefined>(ctx) ?? {}),
  }),
  SearchCustomers: async (ctx) => ({
    data: await ctx.services.customers.search(keyInstitution(ctx), body<CustomerSearchQuery | undefined>(ctx) ?? {}),
  }),
  GetCustomer: async (ctx) => ({
    data: await ctx.services.customers.get(keyInstitution(ctx), param(ctx, 'customer-id')),
  }),
  SaveCustomerKyc: async (ctx) => ({
    data: await ctx.services.kyc.save(keyInstitution(ctx), param(ctx, 'customer-id'), body<KycDataDto>(ctx)),
  }),
  ListCustomerKyc: async (ctx) => ({
    data: await ctx.services.kyc.list(keyInstitution(ctx), param(ctx, 'customer-id')),
  }),
  SendKycToPartner: async (ctx) => ({
    data: await ctx.services.partnerKyc.send(keyInstitution(ctx), body<PartnerKycDto>(ctx)),
  }),
  ListCustomerPartnerSubmissions: async (ctx) => ({
    data: await ctx.services.partnerKyc.list(keyInstitution(ctx), param(ctx, 'customer-id'), {
      take: queryInt(ctx, 'take'),
      skip: queryInt(ctx, 'skip'),
    }),
  }),
  SendCompanyKycToPartner: async (ctx) => ({
    data: await ctx.services.partnerKyc.sendCompany(
      keyInstitution(ctx),
      param(ctx, 'customer-id'),
      body<PartnerCompanyKycDto>(ctx),
    ),
  }),
};
