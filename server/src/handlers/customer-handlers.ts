import type { HandlerMap } from '../http/handler-types';
import type { CreateCustomerDto, KycDataDto, PartnerCompanyKycDto, PartnerKycDto } from '../services/api-types';
import type { CustomerListQuery } from '../services/customers-service';
import { body, idempotencyKey, keyInstitution, param, queryBoolean, queryInt, queryString } from './handler-inputs';

/** External customer operations: the institution is the API key's. */
export const customerHandlers: HandlerMap = {
  CreateCustomer: async (ctx) => ({
    data: await ctx.services.customers.create(keyInstitution(ctx), body<CreateCustomerDto>(ctx), idempotencyKey(ctx)),
  }),
  ListCustomers: async (ctx) => ({
    data: await ctx.services.customers.list(keyInstitution(ctx), {
      skip: queryInt(ctx, 'skip'),
      take: queryInt(ctx, 'take'),
      search: queryString(ctx, 'search'),
      identityVerified: queryBoolean(ctx, 'identityVerified'),
      // Validated against the contract's enums before the handler runs.
      sortPath: queryString(ctx, 'sortPath') as CustomerListQuery['sortPath'],
      sortDirection: queryString(ctx, 'sortDirection') as CustomerListQuery['sortDirection'],
    }),
  }),
  SearchCustomers: async (ctx) => ({
    data: await ctx.services.customers.search(keyInstitution(ctx), {
      firstname: queryString(ctx, 'firstname'),
      lastname: queryString(ctx, 'lastname'),
      email: queryString(ctx, 'email'),
      skip: queryInt(ctx, 'skip'),
      take: queryInt(ctx, 'take'),
    }),
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
