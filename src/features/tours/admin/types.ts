/** docs/api.md "AdminTour". */
export interface AdminTour {
  id: string;
  opportunityId: string;
  title: string;
  partnerId: string;
  bidId: string | null;
  status: string;
  scheduledFor: string;
  /** The clock of the tour's place (docs/api.md "Tour times"). */
  timeZone: string;
  agreedAmount: string | null;
  actualRevenue: string | null;
  rating: number | null;
  feedback: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  opportunityStatus: string;
}
