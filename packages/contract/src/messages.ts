/**
 * Every user-facing string of the product, in one place so the product owner can change it.
 *
 * Texts quoted from the specification are kept verbatim, typos included; the original's
 * misspellings are marked `(sic)` so nobody "fixes" them by accident. Texts the specification
 * does not give (ours) are grouped at the end of each section.
 */
import { consoleCatalogueMessages } from './messages-console-catalogue';
import { consoleCommunityMessages } from './messages-console-community';
import { consoleShellMessages } from './messages-console-shell';
import { publicWebMessages } from './messages-public-web';
import { membersMessages } from './messages-members';
import { bulkApiMessages, consoleListMessages } from './messages-console-lists';
import { listQueryMessages } from './messages-list-query';
import { consoleModerationMessages, moderationApiMessages } from './messages-console-moderation';
import { consoleSearchSynonymMessages, searchSynonymApiMessages } from './messages-search-synonyms';
import { chatWarningApiMessages, consoleChatWarningMessages } from './messages-chat-warnings';
import { consoleWatchedWordMessages, trustApiMessages } from './messages-trust';
import { consoleRatingMessages } from './messages-console-ratings';
import { genericMessages, loginMessages, sessionMessages } from './messages-core';
import { strikeApiMessages } from './messages-strikes';
import { passwordMessages, postMessages } from './messages-posts-passwords';

/**
 * The whole catalog, composed of the sub-catalogs in messages-*.ts and the sections below. Code in
 * every page's first download (the web app's entry, the members' first screens) imports only the
 * sub-catalogs it shows: a module is bundled whole, so importing one section from here would
 * bring the whole catalog with it.
 */
export const messages = {
  login: loginMessages,
  session: sessionMessages,
  generic: genericMessages,
  category: {
    nameEnRequired: 'Category name EN is required',
    nameArRequired: 'Category name AR is required',
    imageRequired: 'image is required',
    noFileSelected: 'no file selected',
    uploading: 'please wait its uploading',
    confirmDelete: 'Do you want to delete the classified category ?',
    // ours
    notFound: 'Category not found',
    inUse: 'This category still has sub-categories or posts; remove them first',
    deleted: 'Category deleted',
    lifetimeInvalid: 'The listing lifetime must be a whole number of days from 1 to 365',
  },
  subCategory: {
    nameEnRequired: ' name EN is required', // (sic) leading space
    nameArRequired: ' name AR is required', // (sic) leading space
    categoryRequired: 'Category is required',
    confirmDelete: 'Do you want to delete the sub classified category ?',
    // ours
    notFound: 'Sub-category not found',
    inUse: 'This sub-category is still used by dropdown values or posts; remove them first',
    moveInUse: 'This sub-category is used by dropdown values or posts; its category cannot change',
    deleted: 'Sub-category deleted',
  },
  region: {
    districtNameEnRequired: 'distrct name EN is required', // (sic)
    districtNameArRequired: 'district name AR is required',
    countryRequired: 'country is required',
    districtRequired: 'district is required',
    // ours
    countryNotFound: 'Country not found',
    districtNotFound: 'District not found',
    areaNotFound: 'Area not found',
    districtNotInCountry: 'The district does not belong to this country',
    areaNotInDistrict: 'The area does not belong to this district',
    duplicateName: 'A record with this name already exists here',
    selectionRequired: 'isSelected must be true or false',
  },
  banner: {
    typeRequired: 'Banner type is required',
    actionUrlRequired: 'Banner action url is required',
    countryRequired: 'country is required',
    placementRequired: 'banner placment is required', // (sic)
    imageRequired: 'image is required',
    confirmDelete: 'Do you want to delete the banner ?',
    // ours
    notFound: 'Banner not found',
    invalidUrl: 'The link must start with http:// or https://',
    invalidPlacement: 'This placement does not fit the banner type',
  },
  user: {
    confirmDelete: 'Do you want to delete the user ?',
    confirmBlock: 'Do you want to block the user ?',
    // ours
    notFound: 'User not found',
    cannotModifySelf: 'You cannot do this to your own account',
    lastAdmin: 'The last admin cannot be blocked, deleted or demoted',
    emailTaken: 'A user with this email already exists',
    idRequired: 'user_id is required',
    blockIdRequired: 'block_user_id is required',
    deleteIdRequired: 'user_id_to_delete is required',
    statusInvalid: "isActive must be true, false, 'active' or 'pending'",
    toBlockInvalid: 'toBlock must be true or false',
    pageSizeInvalid: 'maxCountInaPage must be a whole number from 1 to 100',
    deleted: 'User deleted',
    deletedName: 'Deleted user',
  },
  post: postMessages,
  audit: {
    // ours: the audit log is beyond the spec
    filterTooLong: 'A filter is too long',
    recordTypeRequired: 'record_type is required with record_id',
  },
  classified: {
    countryRequired: 'Country is required',
    districtRequired: 'District is required',
    addressRequired: 'other address is required',
    titleRequired: 'Title is required',
    mobileRequired: 'Mobile is required',
    mobilePositive: 'Mobile must be a posive number', // (sic)
    mobileNegative: 'Mobile cannot be negative',
    priceRequired: 'Price is required',
    pricePositive: 'Price must be a posive number', // (sic), "likewise for price"
    priceNegative: 'Price cannot be negative',
    oldOrNewRequired: 'old or new is required',
    careerRequired: 'career Type is required',
    imageRequired: 'image is required',
    apiMissing: 'api is missing',
    idMissing: 'Classified ID is missing in the URL',
    typeMissing: 'classified param is missing in the url',
    alreadyAdding: 'Wait, It already adding a post',
    // ours: the spec lists these fields as required without giving their texts
    leaseTypeRequired: 'Lease type is required',
    buildingTypeRequired: 'Building type is required',
    streetRequired: 'Street is required',
    buildingNoRequired: 'Building number is required',
    floorRequired: 'Floor is required',
    flatNoRequired: 'Flat number is required',
    blockNoRequired: 'Block number is required',
    roomsRequired: 'Rooms is required',
    livingRoomsRequired: 'Living rooms is required',
    digitsOnly: 'must contain digits only',
    modelRequired: 'Car model is required',
    fuelTypeRequired: 'Fuel type is required',
    transmissionRequired: 'Transmission type is required',
    cylinderRequired: 'Cylinder count is required',
    notFound: 'Classified post not found',
    areaRequired: 'Area is required',
    // ours: texts the server and the forms need beyond the spec's
    categoryRequired: 'Category is required',
    categoryTypeMismatch: 'This category does not take this kind of post',
    idRequired: 'classified_id is required',
    activeRequired: 'active must be true or false',
    mobileTooLong: 'Mobile must have at most 20 digits',
    priceTooLarge: 'Price must have at most 11 digits',
    buildingNoDigits: 'Building number must contain digits only',
    floorDigits: 'Floor must contain digits only',
    flatNoDigits: 'Flat number must contain digits only',
    blockNoDigits: 'Block number must contain digits only',
    roomsDigits: 'Rooms must contain digits only',
    livingRoomsDigits: 'Living rooms must contain digits only',
    bathroomsDigits: 'Bathrooms must contain digits only',
    cylinderDigits: 'Cylinder count must contain digits only',
    tooManyMedia: 'At most 10 images or videos per post',
    textTooLong: 'This text is too long',
    featureDaysInvalid: 'Feature for a whole number of days from 1 to 90',
    featureNotLive: 'Only a listing on sale (allowed, not sold, not expired) can be featured',
    yearInvalid: 'Year must be a year from 1950 to next year',
    mileageDigits: 'Mileage must be a whole number of kilometres from 0, with at most 7 digits',
    colourInvalid: 'Colour must be one of the listed colours',
    sizeInvalid: 'Size must be a whole number of square metres above 0, with at most 6 digits',
  },
  dropdown: {
    nameEnRequired: 'name EN is required',
    nameArRequired: 'name AR is required',
    modelNotLoaded: 'model not loaded',
    fileTooLarge: 'File size should be less than 50MB',
    noBulkData: 'No bulk data to insert',
    // ours
    categoryRequired: 'Category is required',
    identityRequired: 'identity_name must be model or career_level',
    identityMismatch: 'Car models belong to automotive categories and career levels to jobs categories',
    duplicate: 'This value already exists',
    nameTooLong: 'The name must have at most 200 characters',
    tooManyRows: 'At most 50000 rows at a time',
    bulkInvalid: 'Some rows are not valid; nothing was inserted',
  },
  settings: {
    siteRequired: 'site is required',
    // ours: the spec says phone and email are required without giving texts
    phoneRequired: 'phone is required',
    emailRequired: 'email is required',
    emailInvalid: 'email is not valid',
    urlInvalid: 'The link must start with http:// or https://',
  },
  password: passwordMessages,
  notification: {
    titleRequired: 'title is required',
    descriptionRequired: 'description is required',
    recipientRequired: 'to whom you send is required',
    sent: 'notificatin sent', // (sic)
    // ours
    emailInvalid: 'Every recipient must be an e-mail address',
    tooManyEmails: 'At most 1000 e-mail addresses per notification',
    titleTooLong: 'The title must have at most 200 characters',
    descriptionTooLong: 'The description must have at most 2000 characters',
    noKnownRecipient: 'None of these e-mail addresses belongs to a user',
    deviceTokenRequired: 'A device token is required',
    deviceRegistered: 'Device registered',
  },
  support: {
    // ours: the spec gives no texts for the support desk
    contactFormRequired: 'contactform_id is required',
    contactFormNotFound: 'Contact form not found',
    ticketRequired: 'ticket_id is required',
    managerRequired: 'manager_id is required',
    actionInvalid: 'The action must be pending or completed',
    ticketNotFound: 'Ticket not found',
    statusInvalid: 'The status must be open or closed',
    replyOrStatusRequired: 'Write a reply or change the status',
    replyTooLong: 'The reply must have at most 5000 characters',
    managerNotFound: 'Staff member not found',
    managerNotStaff: 'Tickets can only be assigned to a staff member',
    // ours: the apps' side of the support desk (contact form, raising and following a ticket)
    messageRequired: 'message is required',
    messageTooLong: 'The message must have at most 5000 characters',
    titleRequired: 'title is required',
    titleTooLong: 'The title must have at most 200 characters',
    descriptionRequired: 'description is required',
  },
  upload: {
    noFileSelected: 'no file selected',
    uploading: 'please wait its uploading',
    // ours
    fileNamesRequired: 'At least one file name is required',
    typeNotAllowed: 'This file type is not allowed',
    contentMismatch: 'The file content does not match its declared type',
    tooLarge: 'The file is too large',
    signatureInvalid: 'This upload link is invalid or has expired',
    alreadyUploaded: 'This upload link has already been used',
    empty: 'The file is empty',
    folderInvalid: 'This upload folder is not allowed',
    folderNotYours: 'Members may upload only to posts, stories, profiles and classifieds',
    imageUnreadable: 'The image could not be read; it may be damaged or not really an image',
    imageTooLarge: 'The image has too many pixels; please upload a smaller picture',
    markupInside: 'The file contains web page code and was refused',
    storageFull: 'The server has no room to store this file right now; please try again later',
    videoMalformed: 'The video could not be read; it may be damaged or not really a video of this type',
    // A stored address must name a finished upload of the writer's own.
    mediaNotYours: 'Each photo or video must be a file you uploaded, and its upload must have finished',
    storyNotYours: "The story's photo or video must be a file you uploaded, and its upload must have finished",
    thumbnailNotYours: 'The thumbnail must be a picture you uploaded, and its upload must have finished',
    photoNotYours: 'The profile photo must be a picture you uploaded, and its upload must have finished',
    listingImageNotYours: "The listing's picture must be a photo you uploaded, and its upload must have finished",
  },
  /** The moderation queue's API answers. */
  moderation: moderationApiMessages,
  /** Strikes and their one appeal. */
  strikes: strikeApiMessages,
  /** The search's synonym table (staff edit it in the console). */
  searchSynonym: searchSynonymApiMessages,
  /** The chat's scam-warning rules (staff edit them in the console). */
  chatWarning: chatWarningApiMessages,
  /** Duplicate listings, new accounts' limits and watched words. */
  trust: trustApiMessages,
  /** Sort, filter and count parameters of the console's lists. */
  listQuery: listQueryMessages,
  /** Bulk actions and exports of the console's lists. */
  bulk: bulkApiMessages,
  /** The public pages. */
  publicWeb: publicWebMessages,
  /** Labels of the staff console: the spec's verbatim; texts the spec does not give are marked ours. */
  console: {
    ...consoleShellMessages,
    ...consoleCatalogueMessages,
    ...consoleCommunityMessages,
    ...consoleListMessages,
    ...consoleModerationMessages,
    ...consoleSearchSynonymMessages,
    ...consoleChatWarningMessages,
    ...consoleWatchedWordMessages,
    ...consoleRatingMessages,
  },
  /** The members' API and web app. */
  members: membersMessages,
} as const;
