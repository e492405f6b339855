/**
 * Every user-facing string of the product, in one place so the product owner can change it.
 *
 * Texts quoted from the specification are kept verbatim, typos included; the original's
 * misspellings are marked `(sic)` so nobody "fixes" them by accident. Texts the specification
 * does not give (ours) are grouped at the end of each section.
 */
export const messages = {
  login: {
    emptyUsername: 'Enter eamil or password', // (sic)
    emptyPassword: 'Enter password',
    notStaff: "Your're not a admin or dataentry", // (sic)
    noStorage: 'Update browser',
    // ours
    invalidCredentials: 'Invalid email or password',
    tooManyAttempts: 'Too many login attempts, please try again later',
    accountBlocked: 'This account is blocked',
  },
  session: {
    notAuthorized: 'Not authorized, login again',
    notAuthorizedAlt: 'not authorized login again',
    notLoggedIn: 'user not logged in',
    notLoggedInAlt: 'User not logged in',
    updateBrowser: 'update browser',
    // ours
    forbidden: 'You do not have permission to do this',
  },
  generic: {
    somethingWentWrong: 'some thing went wrong', // (sic)
    somethingWentWrongAlt: 'something went wrong',
    networkError: 'Network error',
    updateSuccess: 'Update Success',
    dataAdded: 'Data added successfully!',
    // ours
    invalidJson: 'The request body is not valid JSON',
    payloadTooLarge: 'The request is too large',
    notFound: 'Not found',
    tooManyRequests: 'Too many requests, please try again later',
    internal: 'Something went wrong on our side. Please try again.',
    invalidInput: 'Invalid input',
    unavailable: 'The service is temporarily unavailable. Please try again.',
  },
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
  },
  subCategory: {
    nameEnRequired: ' name EN is required', // (sic) leading space
    nameArRequired: ' name AR is required', // (sic) leading space
    categoryRequired: 'Category is required',
    confirmDelete: 'Do you want to delete the sub classified category ?',
    // ours
    notFound: 'Sub-category not found',
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
  post: {
    deleteFailed: 'Failed to delete post: ',
    unknownError: 'Unknown error',
    videoUnsupported: 'Your browser does not support the video tag.',
    // ours
    notFound: 'Post not found',
    storyNotFound: 'Story not found',
    storyUserMissing: 'User not found',
    idRequired: 'post_id is required',
    activeInvalid: 'active must be true or false',
    deleted: 'Post deleted',
    storyIdRequired: 'story_id is required',
  },
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
  password: {
    oldRequired: 'old password is required',
    newRequired: 'new password is required',
    confirmRequired: 'confim password is required', // (sic)
    mismatch: 'Enterted new password not matching', // (sic)
    updated: 'Update password success',
    resetMismatch: 'Password mismatch',
    resetDone: 'password changed successfully',
    // ours
    oldIncorrect: 'The old password is not correct',
    tooShort: 'The new password must have at least 8 characters',
    tokenInvalid: 'This reset link is invalid or has expired',
    loginOnMobile: 'Please log in on your mobile app with the new password.',
  },
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
  },
  /** Labels of the staff console: spec section 2 verbatim; texts the spec does not give are marked ours. */
  console: {
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
    shell: {
      logout: 'Logout',
      navigation: 'Main navigation', // ours
      toggleNavigation: 'Toggle navigation', // ours
      groups: { posts: 'Posts', classifieds: 'Classifieds', region: 'Region', settings: 'Settings' },
      classifiedEntry: 'Classified ', // followed by the category name
      links: {
        // ours: the spec names the pages, not their link labels (except App Setting)
        dashboard: 'Dashboard',
        userslist: 'Users',
        posts: 'Posts',
        stories: 'Stories',
        classifieds: 'Add / manage categories',
        subCategories: 'Sub categories list',
        countries: 'Countries',
        districts: 'Districts',
        areas: 'Areas',
        banners: 'Banners',
        settings: 'App Setting',
        changePassword: 'Change password',
        reportedUsers: 'Reported users',
        contactform: 'Contact forms',
        notifications: 'Notifications',
        tickets: 'Tickets',
      },
      // ours
      notFoundTitle: 'Page not found',
      notFoundText: 'There is no page at this address.',
      forbiddenTitle: 'Not allowed',
      forbiddenText: 'Your role cannot open this page.',
      toDashboard: 'Go to the dashboard',
      toConsole: 'Go to the staff console',
      loadFailed: 'This page could not be loaded.',
      reload: 'Reload',
      categoriesLoading: 'Loading categories',
    },
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
    },
    confirm: { title: 'Please confirm', yes: 'Yes', no: 'Cancel' }, // ours
    image: {
      // ours
      choose: 'Choose image',
      change: 'Change image',
      uploading: 'Uploading',
      preview: 'Selected image',
    },
    dashboard: {
      title: 'Dashboard', // ours
      period: 'Period', // ours
      cards: {
        user: 'Total Users',
        posts: 'Total User Posts',
        stories: 'Total Story',
        classifiedies: 'Total Classfieds', // (sic)
        likeposts: 'Total Likes',
        sharedposts: 'Total Shares',
        comments: 'Total Comments',
      },
    },
    categories: {
      listTitle: 'Lists of classifieds',
      nameEn: 'Name EN',
      nameAr: 'Name AR',
      icon: 'Icon',
      actions: 'Actions',
      subCategoriesList: 'Sub categories list',
      add: 'Add classified category',
      formTitle: 'Add New Classified Category',
      formNameEn: 'Name(EN)',
      formNameAr: 'Name(AR)',
      image: 'Image', // ours
      save: 'Save',
      back: 'Back',
      // ours
      edit: 'Edit',
      delete: 'Delete',
      openSubCategories: 'Open sub-categories',
      empty: 'No classified categories yet',
      deleted: 'Category deleted',
    },
    subCategories: {
      listTitle: 'Lists of sub categories',
      parent: 'Parent Category',
      categoryId: 'category_id',
      back: 'Back',
      add: 'ADD',
      formTitle: 'Add New Sub Classified Category',
      selectCategory: 'Select Category',
      // ours
      parentFilter: 'Filter by parent category',
      allCategories: 'All categories',
      empty: 'No sub-categories yet',
      deleted: 'Sub-category deleted',
    },
    classifieds: {
      // spec section 2: column names, buttons
      userPosted: 'userPosted',
      id: 'id',
      title: 'title',
      description: 'description',
      date: 'date',
      addValues: 'Add Values To DropDowns',
      add: 'Add ', // followed by the classified type
      allowed: 'allowed',
      disallowed: 'disallowed',
      submit: 'Submit',
      // ours
      listTitle: 'Classified ', // followed by the classified type
      action: 'Action',
      open: 'Open',
      country: 'Country',
      detailTitle: 'Classified post',
      postedBy: 'Posted by',
      category: 'Category',
      status: 'Status',
      created: 'Created',
      field: 'Field',
      value: 'Value',
      yes: 'yes',
      no: 'no',
      empty: 'No posts in this category yet',
      addTitle: 'Add a post: ', // followed by the classified type
      back: 'Back',
      postFor: 'Post for user (optional)',
      fields: {
        country_id: 'Country',
        district_id: 'District',
        area_id: 'Area',
        address: 'Other address',
        title: 'Title',
        description: 'Description',
        mobile: 'Mobile',
        price: 'Price',
        sub_category_id: 'Sub category',
        image: 'Image',
        isItOldNotNew: 'Old or new',
        careerLevel: 'Career level',
        leaseType: 'Lease type',
        buildingType: 'Building type',
        street: 'Street',
        buildingNo: 'Building number',
        floor: 'Floor',
        flatNo: 'Flat number',
        blockNo: 'Block number',
        rooms: 'Rooms',
        livingRooms: 'Living rooms',
        bathrooms: 'Bathrooms',
        buildingAge: 'Building age',
        bikeParking: 'Bike parking',
        carParking: 'Car parking',
        model: 'Car model',
        fuelType: 'Fuel type',
        transmission: 'Transmission',
        cylinder: 'Cylinders',
        isFullOption: 'Full option',
        isInsured: 'Insured',
        currencyDetails: 'Currency',
      },
      choose: 'Choose…',
      none: 'None',
      old: 'Old',
      new: 'New',
      leaseTypes: { rent: 'Rent', sale: 'Sale' },
      uploadingPost: 'Uploading the image and adding the post…',
    },
    dropdowns: {
      addOne: 'Add One',
      insertBulk: 'Insert bulk',
      nameEn: 'Name EN',
      nameAr: 'Name AR',
      save: 'Save',
      back: 'Back',
      // ours
      title: 'Dropdown values: ', // followed by model / career level
      identities: { model: 'car models', career_level: 'career levels' },
      file: 'Spreadsheet (.xlsx or .xls)',
      chooseFile: 'Choose a spreadsheet',
      fileFormat: 'The first sheet must have the columns value_en and value_ar.',
      preview: 'Rows to insert',
      row: 'Row',
      problem: 'Problem',
      rowsReady: 'rows ready',
      rowsWithErrors: 'rows with errors: fix the file and choose it again',
      insert: 'Insert rows',
      inserting: 'Inserting…',
      reading: 'Reading the file…',
      insertedSummary: 'Inserted {inserted}, already present {skipped}',
      notDropdownType: 'Only automotive (car models) and jobs (career levels) have dropdown values.',
      fileTypeInvalid: 'Choose an .xlsx or .xls file',
      empty: 'No values yet',
    },
  },
} as const;
