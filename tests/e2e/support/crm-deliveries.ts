/** What the local CRM stand-in (scripts/crm-receiver.ts) received for one visitor. */
export type CrmDelivery = { deliveryId: string; signed: boolean; body: { topic: string; data: { form: string; locale: string; fields: Record<string, unknown> } } }

export async function crmDeliveriesFor(receiverUrl: string, email: string): Promise<CrmDelivery[]> {
  const { deliveries } = (await (await fetch(`${receiverUrl}/deliveries`)).json()) as { deliveries: CrmDelivery[] }
  return deliveries.filter((delivery) => delivery.body.data.fields.email === email)
}
