// The sandbox's pincode lookup: the first three digits of an Indian PIN code name a sorting
// district, which is enough to give the city and state of the metros, state capitals and
// large cities. Real lenders buy the full India Post directory; the sandbox keeps this
// small, real subset and answers 404 for the rest, which the screens must handle anyway.

export type PlaceOfPincode = { city: string; state: string };

const PREFIXES: Readonly<Record<string, PlaceOfPincode>> = {
  '110': { city: 'New Delhi', state: 'Delhi' },
  '121': { city: 'Faridabad', state: 'Haryana' },
  '122': { city: 'Gurugram', state: 'Haryana' },
  '141': { city: 'Ludhiana', state: 'Punjab' },
  '143': { city: 'Amritsar', state: 'Punjab' },
  '160': { city: 'Chandigarh', state: 'Chandigarh' },
  '171': { city: 'Shimla', state: 'Himachal Pradesh' },
  '180': { city: 'Jammu', state: 'Jammu and Kashmir' },
  '190': { city: 'Srinagar', state: 'Jammu and Kashmir' },
  '201': { city: 'Ghaziabad', state: 'Uttar Pradesh' },
  '208': { city: 'Kanpur', state: 'Uttar Pradesh' },
  '221': { city: 'Varanasi', state: 'Uttar Pradesh' },
  '226': { city: 'Lucknow', state: 'Uttar Pradesh' },
  '248': { city: 'Dehradun', state: 'Uttarakhand' },
  '282': { city: 'Agra', state: 'Uttar Pradesh' },
  '302': { city: 'Jaipur', state: 'Rajasthan' },
  '313': { city: 'Udaipur', state: 'Rajasthan' },
  '342': { city: 'Jodhpur', state: 'Rajasthan' },
  '360': { city: 'Rajkot', state: 'Gujarat' },
  '380': { city: 'Ahmedabad', state: 'Gujarat' },
  '382': { city: 'Gandhinagar', state: 'Gujarat' },
  '390': { city: 'Vadodara', state: 'Gujarat' },
  '395': { city: 'Surat', state: 'Gujarat' },
  '400': { city: 'Mumbai', state: 'Maharashtra' },
  '401': { city: 'Thane', state: 'Maharashtra' },
  '403': { city: 'Panaji', state: 'Goa' },
  '411': { city: 'Pune', state: 'Maharashtra' },
  '422': { city: 'Nashik', state: 'Maharashtra' },
  '440': { city: 'Nagpur', state: 'Maharashtra' },
  '452': { city: 'Indore', state: 'Madhya Pradesh' },
  '462': { city: 'Bhopal', state: 'Madhya Pradesh' },
  '492': { city: 'Raipur', state: 'Chhattisgarh' },
  '500': { city: 'Hyderabad', state: 'Telangana' },
  '520': { city: 'Vijayawada', state: 'Andhra Pradesh' },
  '530': { city: 'Visakhapatnam', state: 'Andhra Pradesh' },
  '560': { city: 'Bengaluru', state: 'Karnataka' },
  '570': { city: 'Mysuru', state: 'Karnataka' },
  '575': { city: 'Mangaluru', state: 'Karnataka' },
  '600': { city: 'Chennai', state: 'Tamil Nadu' },
  '625': { city: 'Madurai', state: 'Tamil Nadu' },
  '641': { city: 'Coimbatore', state: 'Tamil Nadu' },
  '682': { city: 'Kochi', state: 'Kerala' },
  '695': { city: 'Thiruvananthapuram', state: 'Kerala' },
  '700': { city: 'Kolkata', state: 'West Bengal' },
  '737': { city: 'Gangtok', state: 'Sikkim' },
  '751': { city: 'Bhubaneswar', state: 'Odisha' },
  '781': { city: 'Guwahati', state: 'Assam' },
  '791': { city: 'Itanagar', state: 'Arunachal Pradesh' },
  '793': { city: 'Shillong', state: 'Meghalaya' },
  '795': { city: 'Imphal', state: 'Manipur' },
  '796': { city: 'Aizawl', state: 'Mizoram' },
  '797': { city: 'Kohima', state: 'Nagaland' },
  '799': { city: 'Agartala', state: 'Tripura' },
  '800': { city: 'Patna', state: 'Bihar' },
  '834': { city: 'Ranchi', state: 'Jharkhand' },
};

/** City and state for a well-formed pincode, or undefined when the sandbox does not know it. */
export function placeOfPincode(pincode: string): PlaceOfPincode | undefined {
  return PREFIXES[pincode.slice(0, 3)];
}
