import { consoleFrameMessages } from './messages-console-frame';

/** The staff console's frame and shared parts: login, shell, lists, dialogs, dashboard, account. */
export const consoleShellMessages = {
  brand: 'Souq', // ours
  login: {
    title: 'Admin login', // ours
    subtitle: 'Sign in to the staff console', // ours
    username: 'username',
    usernamePlaceholder: 'Email', // ours
    password: 'password',
    submit: 'Login',
    showPassword: 'Show password', // ours
    hidePassword: 'Hide password', // ours
  },
  shell: consoleFrameMessages,
  list: {
    // ours: the spec names the parts of the list table, not their labels
    search: 'Search',
    clearSearch: 'Clear search',
    previous: 'Previous',
    next: 'Next',
    page: 'Page',
    emptyTitle: 'Nothing here yet',
    emptySearch: 'No results for this search',
    loading: 'Loading',
    active: 'active',
    inactive: 'inactive',
    // ours: load errors, sorting, counts, page sizes and filters of the lists.
    // {from}, {to} and {total} are filled in by the console.
    loadError: 'The list could not be loaded.',
    retry: 'Retry',
    sortBy: 'Sort by',
    range: '{from}-{to} of {total}',
    rangeAbout: '{from}-{to} of about {total}',
    pageSize: 'Rows per page',
    filters: {
      all: 'All',
      yes: 'Yes',
      no: 'No',
      status: 'Status',
      active: 'active',
      pending: 'pending',
      blocked: 'Blocked',
      country: 'Country',
      joinedFrom: 'Joined from',
      joinedTo: 'Joined to',
      hidden: 'Hidden',
      reported: 'Reported',
      allowed: 'Allowed',
      category: 'Category',
      price: 'Price',
      minPrice: 'Price from',
      maxPrice: 'Price to',
      dateFrom: 'Date from',
      dateTo: 'Date to',
      assignee: 'Assignee',
      action: 'Action',
      actor: 'Staff member',
      anyone: 'Anyone',
      clear: 'Clear filters',
    },
  },
  confirm: {
    // ours: the dialog names the record it asks about
    title: 'Please confirm',
    yes: 'Yes',
    no: 'Cancel',
    deleteUser: 'Delete the user {name}?',
    deletePost: 'Delete the post “{name}”?',
    deleteCategory: 'Delete the category {name}?',
    deleteSubCategory: 'Delete the sub category {name}?',
    // ours: leaving a form with unsaved changes
    leaveTitle: 'Leave without saving?',
    leaveMessage: 'The changes you made on this form have not been saved and will be lost.',
    stay: 'Stay',
    leave: 'Leave',
  },
  image: {
    // ours
    choose: 'Choose image',
    change: 'Change image',
    uploading: 'Uploading',
    preview: 'Selected image',
    // A list shows a small copy of a photo; staff judging it open the photo as it was uploaded.
    original: 'Original: {name}',
  },
  dashboard: {
    title: 'Dashboard', // ours
    period: 'Period', // ours
    periods: {
      ALLTIME: 'All time',
      TODAY: 'Today',
      WEEK: 'This Week',
      MONTH: 'This Month',
      YEAR: 'This Year',
      LASTYEAR: 'Last Year',
    },
    cards: {
      user: 'Total Users',
      posts: 'Total User Posts',
      stories: 'Total Story',
      classifiedies: 'Total Classfieds', // (sic)
      likeposts: 'Total Likes',
      sharedposts: 'Total Shares',
      comments: 'Total Comments',
      featuredNow: 'Featured now', // ours: not a period count
    },
    // ours: the chart beside the cards. {change}, {previous}, {from} and {to} are filled in by the console.
    trend: {
      title: 'New over the period',
      series: { users: 'New users', posts: 'New posts', stories: 'New stories', classifieds: 'New classifieds' },
      perHour: 'Per hour, in the app time zone',
      perDay: 'Per day, in the app time zone',
      perMonth: 'Per month, in the app time zone',
      change: '{change} against the previous period ({previous})',
      noChange: 'as many as the previous period',
      noPrevious: 'All time has no previous period',
      newSincePrevious: 'none in the previous period',
      comparedWith: 'Compared with {from} to {to}, up to the same point of that period.',
      view: 'Show the data as',
      chart: 'Chart',
      table: 'Table',
      time: 'Time',
      chartLabel: 'Chart of new users, posts, stories and classifieds. The same numbers are in the table view.',
      loading: 'Loading the chart',
      empty: 'Nothing new in this period yet',
    },
  },
  account: {
    // ours: the spec names the three fields only
    title: 'Change password',
    oldPassword: 'Old password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Update password',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereHint: 'Ends every session of this account, on every device and in every browser, this one included.',
    signOutEverywhereQuestion: 'Sign out of every session of this account, this one included?',
  },
} as const;
