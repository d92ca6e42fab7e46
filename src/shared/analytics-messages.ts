/** The back office's Dashboard & Logs texts, word for word (English, as the back office speaks). */
export const analyticsMessages = {
  title: 'Dashboard & Logs',
  subtitle: 'Monitor website activity and view detailed statistics',
  sections: 'Dashboard sections',
  tabs: { statistics: 'Statistics', logs: 'Event Logs' },
  counters: { total: 'Total Events', today: 'Today' },
  loading: 'Loading...',
  range: {
    start: 'Start date',
    end: 'End date',
    /** The date picker's own message for a date that does not exist. */
    invalidDate: 'Date input not valid.',
    endBeforeStart: 'The end date cannot be before the start date.',
  },
  statistics: {
    failed: 'Failed to load statistics.',
    /** '{range} (Bangkok time), compared with the 7 days before'. */
    rangeNote: (days: number) =>
      ` (Bangkok time), compared with ${days === 1 ? 'the day before' : `the ${days} days before`}`,
    cards: {
      revenue: 'Total Revenue',
      pageViews: 'Page Views',
      cartAdditions: 'Cart Additions',
      activeUsers: 'Active Users',
    },
    /** Under a card: 'vs the previous 7 days'. */
    versus: (days: number) => `vs ${days === 1 ? 'the day before' : `the previous ${days} days`}`,
    newFigure: 'New',
    chart: 'Daily revenue and page views',
    revenue: 'Revenue',
    pageViews: 'Page views',
    day: 'Day',
    chartPoint: (day: string, revenue: string, views: number) =>
      `${day}: ${revenue}, ${views} page views`,
    ranked: {
      clicked: 'Most Clicked Products',
      carted: 'Most Added to Cart',
      pages: 'Top Pages',
      viewed: 'Most Viewed Products',
    },
    /** The singular nouns of the ranked lists' counts (the plural follows the count). */
    units: { click: 'click', addition: 'addition', view: 'view' },
    noData: 'No data in this range',
  },
  logs: {
    failed: 'Failed to load logs.',
    typeLabel: 'Event type',
    allTypes: 'All Event Types',
    channelLabel: 'Channel',
    allChannels: 'All Channels',
    zoneNote: 'Start and end are UTC calendar days; times are shown in Bangkok time.',
    caption: 'Event logs',
    columns: ['Event', 'User', 'Details', 'Channel', 'Amount', 'Timestamp'],
    anonymous: 'Anonymous',
    userId: (id: string) => `ID: ${id}`,
    product: 'Product',
    page: 'Page',
    empty: 'No logs found for the selected filters',
    /** Spec: 'Showing X to Y of N results'. */
    showing: (from: number, to: number, total: number) =>
      `Showing ${from} to ${to} of ${total} results`,
  },
} as const;
